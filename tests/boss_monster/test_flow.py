"""The game on the engine's shared flow: snapshots as plain JSON, options worked out when asked,
windows that reveal nothing of a hand, and determinized copies that play on."""
from __future__ import annotations

import json

from game.engine.actions import Action
from game.engine.rng import Rng
from game.games.boss_monster.state import BossMonsterState

from .helpers import GAME, WINDOWS, fresh, play


def _through_json(state: BossMonsterState) -> BossMonsterState:
    snap = state.to_snapshot()
    back = GAME.from_snapshot(json.loads(json.dumps(snap)))
    assert isinstance(back, BossMonsterState)
    assert back.to_snapshot() == snap
    assert back.legal_actions() == state.legal_actions()
    for seat in [None, *range(state.players)]:
        assert back.view(seat) == state.view(seat)
    return back


def test_a_game_saved_while_a_spell_is_cast_loads_back():
    """docs/engine.md, snapshots: a spell's room target is kept as a list, so the snapshot of a game
    saved between casting Giant Size and its resolution comes back equal from JSON text (the game
    stands in the cancel window, seat 0 holding a Counterspell)."""
    state = fresh(2, 2011)
    play(state, "keep", "build golem-factory new", "build dizzygas-hallway new", "build minotaurs-maze 1",
         "build bottomless-pit 1", "pass", "cast giant-size", "target 0 1")
    assert state.casts == [[1, "giant-size", [0, 1, 2], False]] and state.frames[-1].kind == "cancel"
    back = _through_json(state)
    for action in state.legal_actions():
        assert back.clone().apply(action) is not None


def _random_game(players: int, seed: int):
    state = fresh(players, seed)
    rng = Rng(seed)
    while not state.is_terminal():
        yield state
        state.apply(rng.choice(state.legal_actions()))


def test_snapshots_are_plain_json_at_every_ply():
    """docs/engine.md: from_snapshot(json(snapshot)) gives an equal snapshot, the same legal actions
    and the same views, at every ply of seeded random games."""
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        for state in _random_game(players, seed):
            _through_json(state)


def test_legal_actions_is_a_fresh_list():
    state = fresh(3, 2)
    actions = state.legal_actions()
    actions.clear()
    assert state.legal_actions()


def _swapped(state: BossMonsterState, keep: int, rng: Rng) -> BossMonsterState:
    """The same position with every hand but ``keep``'s dealt again from its deck and the others' cards."""
    other = state.clone()
    other.legal = None
    for hands, deck in ((other.rooms, other.room_deck), (other.spells, other.spell_deck)):
        seats = [p for p in range(other.players) if p != keep]
        pool = sorted(deck + [c for p in seats for c in hands[p]])
        rng.shuffle(pool)
        for p in seats:
            size = len(hands[p])
            hands[p][:] = pool[:size]
            del pool[:size]
        deck[:] = pool
    return other


def _asked(state: BossMonsterState) -> list[tuple[str, int]]:
    """Every window decision up to the next other decision, everyone passing."""
    seen = []
    while state.frames and state.frames[-1].kind in WINDOWS:
        seen.append((state.frames[-1].kind, state.frames[-1].seat))
        state.apply(Action("pass"))
    return seen


def test_who_is_asked_in_a_window_does_not_depend_on_hidden_hands():
    """rulings.md, "Windows": the seats asked, and their order, are the same whatever the hidden
    hands hold. At every ply of seeded random games the other seats' hands are dealt again; the
    same action, then passes, must ask the same seats in the same windows."""
    windows = 0
    for players, seed in ((2, 11), (3, 12), (4, 13), (3, 14)):
        for state in _random_game(players, seed):
            seat = state.current_player()
            action = state.legal_actions()[-1]
            mine, theirs = state.clone(), _swapped(state, seat, Rng(seed))
            mine.apply(action)
            theirs.apply(action)
            asked = _asked(mine)
            assert asked == _asked(theirs)
            windows += bool(asked)
    assert windows > 50


def test_determinize_for_every_seat_gives_a_copy_that_plays_on():
    """docs/engine.md: the copy keeps view(observer) for every observer, not only the deciding one,
    and can be played to the end. Its options are worked out from its own hands (3 seats, seed 1,
    seat 0 used to get a first-build option naming a room that only the real hand held)."""
    state = fresh(3, 1)
    world = state.determinize(0, Rng(5))
    seat = world.current_player()
    assert all(Action.parse(str(a)).args[0] in world.rooms[seat] for a in world.legal_actions())
    for players, seed in ((2, 21), (3, 1), (4, 23)):
        for ply, state in enumerate(_random_game(players, seed)):
            if ply % 5:
                continue
            for observer in range(players):
                world = state.determinize(observer, Rng(ply * 7 + observer))
                assert world.view(observer) == state.view(observer)
                if ply % 25 == 0:
                    rng = Rng(ply)
                    while not world.is_terminal():
                        world.apply(rng.choice(world.legal_actions()))


def test_every_decision_kind_is_listed_for_the_table():
    """docs/engine.md, the prompt: rules/__init__ lists every decision kind with its arguments and
    labels; every option's label is an i18n key of this game with plain JSON arguments."""
    from game.games.boss_monster import rules
    from game.games.boss_monster.state import FLOW
    table = rules.__doc__ or ""
    deciding = [name for name, kind in FLOW.kinds.items() if kind.label is not None]
    assert len(deciding) == 30 and all(f"\n{name} " in table for name in deciding)
    for state in _random_game(3, 31):
        prompt = state.view(state.current_player())["prompt"]
        assert prompt["kind"] in deciding
        for option in prompt["options"]:
            assert option["key"].startswith("boss-monster.action.") and option["key"].split(".")[-1] in table
            assert json.loads(json.dumps(option["args"])) == option["args"]
