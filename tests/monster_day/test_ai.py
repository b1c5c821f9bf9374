"""Monster Day's AI: the evaluator's arithmetic and the hard level's own search, checked against the
rules themselves (the dice and the plays of ``shared/seeds/001_20d7c26e94c0c48a.txt``, "Giocati le tue
possibilità") by counting every outcome the engine can roll."""
from __future__ import annotations

from itertools import combinations, product

import pytest

from game.ai import decide, level_for
from game.engine.actions import Action
from game.engine.registry import get
from game.engine.rng import Rng
from game.games.monster_day.ai.evaluate import win_chance
from game.games.monster_day.ai.lookahead import DICE, MOVE, Board, Lookahead, expected_best, pull
from game.games.monster_day.cards import POINTS, ROLLED, rolled_counts
from game.games.monster_day.state import MonsterDayState

GAME = get("monster-day")


class NeedsDraw(Exception):
    def __init__(self, sides: int) -> None:
        self.sides = sides


class Scripted(Rng):
    """A generator that answers from a script and asks for the next draw when the script runs out."""

    def __init__(self, script: list[int]) -> None:
        super().__init__(0)
        self.script = list(script)

    def below(self, n: int) -> int:
        if not self.script:
            raise NeedsDraw(n)
        return self.script.pop(0)

    def copy(self) -> "Scripted":
        return Scripted(self.script)


def chance_of(state: MonsterDayState, action: Action, seat: int, script: tuple[int, ...] = ()) -> float:
    """``seat``'s exact chance of winning after ``action``, every draw of the engine's dice counted,
    both seats then playing their best (the deck is empty, so both hands are known)."""
    after = state.clone()
    after.rng = Scripted(list(script))
    try:
        after.apply(action)
    except NeedsDraw as more:
        return sum(chance_of(state, action, seat, (*script, k)) for k in range(more.sides)) / more.sides
    if after.is_terminal():
        return after.result().reward(seat)
    values = [chance_of(after, a, seat) for a in after.legal_actions()]
    return max(values) if after.current_player() == seat else min(values)


def late_positions(cards_left: int, extended: bool, games: int) -> list[MonsterDayState]:
    """Random games stopped when ``cards_left`` cards are left in the hands and the deck is empty."""
    out = []
    for seed in range(games):
        state = GAME.new_game(2, seed, {"extended-deck": extended})
        rng = Rng(seed)
        while sum(len(h) for h in state.hands) + len(state.deck) > cards_left:
            state.apply(rng.choice(state.legal_actions()))
        assert isinstance(state, MonsterDayState)
        out.append(state)
    return out


def test_the_dice_classes_are_the_thirty_six_rolls() -> None:
    chances = dict((moved, p) for p, moved in DICE)
    assert sum(chances.values()) == pytest.approx(1.0)
    assert chances[()] == pytest.approx(4 / 36)  # both dice 5 or 6
    for m in range(4):
        assert chances[(m,)] == pytest.approx(5 / 36)  # the double, or with a 5 or a 6 either way
        assert sum(p for p, moved in DICE if m in moved) == pytest.approx(MOVE)
    for pair in combinations(range(4), 2):
        assert chances[pair] == pytest.approx(2 / 36)


def test_the_expected_best_reply_is_the_mean_over_every_hand() -> None:
    rng = Rng(4)
    for n, hand in ((7, 3), (5, 1), (3, 3), (6, 2), (2, 3)):
        values = [rng.random() for _ in range(n)]
        hands = list(combinations(values, min(hand, n)))
        assert expected_best(values, hand) == pytest.approx(sum(min(h) for h in hands) / len(hands))


def test_the_win_chance_is_the_chance_of_more_points() -> None:
    rng = Rng(5)
    for _ in range(50):
        odds = [rng.random() for _ in range(4)]
        total = 0.0
        for mine in product((0, 1), repeat=4):
            chance = 1.0
            for owned, p in zip(mine, odds):
                chance *= p if owned else 1.0 - p
            margin = sum(w if owned else -w for owned, w in zip(mine, POINTS))
            total += chance if margin > 0 else 0.0
        assert win_chance(odds) == pytest.approx(total)


@pytest.mark.parametrize("monster", range(4))
def test_a_pawn_or_court_pulls_by_the_chances_of_its_roll(monster: int) -> None:
    """One rolled card on each side and a fixed total ahead by 3 on village 1's: counted roll by roll."""
    two_dice = [a + b for a, b in product(range(1, 7), repeat=2)]
    to0 = to1 = 0
    for mine, theirs in product(two_dice, repeat=2):
        t0 = mine if rolled_counts(monster, mine) else 0
        t1 = 3 + (theirs if rolled_counts(monster, theirs) else 0)
        to0 += t0 > t1
        to1 += t1 > t0
    assert pull(monster, 3, 1, 1) == pytest.approx((to0 / 36 ** 2, to1 / 36 ** 2))
    assert pull(monster, 3, 0, 0) == (0.0, 1.0) and pull(monster, 0, 0, 0) == (0.0, 0.0)


@pytest.mark.parametrize(("cards_left", "extended"), [(1, False), (2, False), (1, True)])
def test_the_last_plays_are_valued_exactly(cards_left: int, extended: bool) -> None:
    """With the deck empty and two plays or fewer left, the search counts every roll and every reply:
    its values are the exact chances the engine gives, found by rolling every outcome through it."""
    checked = rolled = 0
    for state in late_positions(cards_left, extended, 40 if extended else 12):
        seat = state.current_player()
        assert seat is not None
        for action, value in Lookahead(state, seat).values():
            if sum(state.rolled) + (action.args[0] in ROLLED) > 1:
                continue  # each Pawn or Court on top rolls again: too many outcomes to count here
            assert value == pytest.approx(chance_of(state, action, seat)), (state.to_snapshot(), action)
            checked += 1
            rolled += sum(state.rolled) + (action.args[0] in ROLLED)
    assert checked >= 10 and (rolled > 0) == extended


def test_the_search_sees_only_the_seat_and_takes_a_play_it_lists() -> None:
    state = GAME.new_game(2, 3)
    seat = state.current_player()
    assert seat is not None
    values = Lookahead(state.determinize(seat, Rng(1)), seat).values()
    assert sorted(str(a) for a, _ in values) == sorted(str(a) for a in state.legal_actions())
    assert all(0.0 <= v <= 1.0 for _, v in values)
    assert decide(GAME, state, level_for(GAME, "hard"), Rng(2)) == max(values, key=lambda pair: pair[1])[0]


def closed_loop(search: Lookahead, board: Board, monsters: tuple[int, ...], mine: tuple[str, ...],
                theirs: tuple[str, ...], my_turn: bool) -> float:
    """The seat's exact chance with both hands known: every roll counted, each play chosen after it."""
    cards = mine if my_turn else theirs
    if not cards:
        return search.final(monsters)
    values = []
    for card in cards:
        rest = list(cards)
        rest.remove(card)
        hands = (tuple(rest), theirs) if my_turn else (mine, tuple(rest))
        for _, space in search.spaces[card]:
            after = search.play(board, card, space)
            values.append(sum(p * closed_loop(search, after, where, *hands, not my_turn)
                              for where, p in search.roll(after, monsters).items()))
    return max(values) if my_turn else min(values)


def test_the_last_plays_are_searched_to_the_end() -> None:
    """With the deck empty and three plays left, the play the search takes is the best one counted
    exactly, every roll seen before each play (a search that stopped at the opponent's reply gave up
    0.4% of a win a position here)."""
    lost = 0.0
    positions = late_positions(3, False, 120)
    for state in positions:
        seat = state.current_player()
        assert seat is not None
        search = Lookahead(state, seat)
        exact = {}
        for card in search.hand:
            kept = list(search.hand)
            kept.remove(card)
            for suit, space in search.spaces[card]:
                after = search.play(search.board, card, space)
                exact[Action("play", (card, suit))] = sum(
                    p * closed_loop(search, after, where, tuple(kept), tuple(search.unseen), False)
                    for where, p in search.roll(after, search.monsters).items())
        lost += max(exact.values()) - exact[Lookahead(state, seat).best()]
    assert lost < 1e-9
