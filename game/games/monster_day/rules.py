"""Monster Day (P.D. Magnus): two wizards pull four monsters toward their villages.

Board: six Aces in a row; spaces 0-2 are seat 0's village, 3-5 seat 1's. A
monster's position runs from -3 to 3: negative in seat 0's village, positive in
seat 1's, 0 the start between them, which it leaves once and never re-enters.
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action, IllegalAction
from game.engine.events import GAME_OVER, TURN_BEGINS, Event
from game.engine.rng import Rng
from game.engine.state import Result, State, View

from .cards import SUITS, DecktetCard, deck

MONSTERS = ("catoblepas", "dire-bear", "glatisant", "pegasus")
POINTS = (1, 1, 1, 2)
HAND_SIZE = 3
ROLL = -1  # marks a Pawn or Court whose value must be rolled when a monster needs it

_CARDS = deck()
PLAYABLE_BASIC = tuple(c.id for c in _CARDS.values() if c.deck == "basic" and not c.is_ace)
PLAYABLE_EXTENDED = PLAYABLE_BASIC + tuple(c.id for c in _CARDS.values() if c.deck == "extended")
ACE_OF = {c.suits[0]: c.id for c in _CARDS.values() if c.is_ace}


def _card_value(card: DecktetCard) -> int:
    if card.is_rolled:
        return ROLL
    return 0 if card.is_excuse else int(card.rank)


def _monster_values(card: DecktetCard) -> tuple[int, int, int, int]:
    """What the top card adds to each monster's total (rules, "Giocati le tue possibilità")."""
    value = _card_value(card)
    if value == ROLL:
        return ROLL, ROLL, ROLL if card.is_personality else 0, ROLL
    number = not card.is_crown and not card.is_excuse
    odd = value if number and value % 2 == 1 else 0
    even = value if number and value % 2 == 0 else 0
    face = value if card.is_personality else 0
    return odd, even, face, value


VALUES: dict[str, tuple[int, int, int, int]] = {c.id: _monster_values(c) for c in _CARDS.values()}
FIXED = {card: tuple(0 if v == ROLL else v for v in values) for card, values in VALUES.items()}
ROLLED = frozenset(card for card, values in VALUES.items() if ROLL in values)
# Whether a rolled value counts for monster m: odd, even, any (face only for personalities, already 0 otherwise).
_ROLLED_COUNTS = (lambda v: v % 2 == 1, lambda v: v % 2 == 0, lambda v: True, lambda v: True)
PLAYS: dict[str, tuple[Action, ...]] = {
    c.id: tuple(Action("play", (c.id, s)) for s in (SUITS if c.is_excuse else c.suits))
    for c in _CARDS.values() if not c.is_ace
}
MATCHES: dict[str, frozenset[str]] = {card: frozenset(a.args[1] for a in acts) for card, acts in PLAYS.items()}



def step(position: int, toward: int) -> int:
    """One move toward seat ``toward``'s village: the start is skipped, the far end holds."""
    if toward == 0:
        if position == -3:
            return position
        return -1 if position in (0, 1) else position - 1
    if position == 3:
        return position
    return 1 if position in (0, -1) else position + 1


class MonsterDayState(State):
    game_id = "monster-day"
    __slots__ = ("players", "rng", "extended", "aces", "spaces", "monsters", "hands", "deck", "current",
                 "turn", "first", "last_roll", "over", "opening_events", "sums", "rolled")

    def __init__(self) -> None:
        self.players = 2
        self.rng = Rng(0)
        self.extended = False
        self.aces: list[str] = []
        self.spaces: list[list[str]] = [[] for _ in range(6)]
        self.monsters = [0, 0, 0, 0]
        self.hands: list[list[str]] = [[], []]
        self.deck: list[str] = []
        self.current = 0
        self.turn = 1
        self.first = 0
        self.last_roll: tuple[int, int] | None = None
        self.over = False
        self.opening_events: list[Event] = []
        # Running totals of the top cards, monster-major: sums[2 * m + village]; ``rolled`` counts the
        # Pawns and Courts among them, whose values are rolled only when the monster moves.
        self.sums = [0] * 8
        self.rolled = [0] * 8

    # --- setup -------------------------------------------------------------------------------
    @staticmethod
    def setup(seed: int, extended: bool) -> "MonsterDayState":
        s = MonsterDayState()
        s.rng = Rng(seed)
        s.extended = extended
        s.aces = list(SUITS)
        s.rng.shuffle(s.aces)
        s.deck = list(PLAYABLE_EXTENDED if extended else PLAYABLE_BASIC)
        s.rng.shuffle(s.deck)
        events = [Event("aces_laid", {"aces": list(s.aces)}, chance=True)]
        for seat in (0, 1):
            s.hands[seat] = [s.deck.pop() for _ in range(HAND_SIZE)]
            events.append(Event("hand_dealt", {"seat": seat, "count": HAND_SIZE}, {"cards": list(s.hands[seat])},
                                frozenset((seat,)), chance=True))
        rolls: list[list[int]] = []
        while True:  # each player rolls a die; the higher begins, a tie rolls again
            a, b = s.rng.die(), s.rng.die()
            rolls.append([a, b])
            if a != b:
                break
        s.first = s.current = 0 if a > b else 1
        events.append(Event("first_player_rolled", {"rolls": rolls, "first": s.first}, chance=True))
        events.append(Event(TURN_BEGINS, {"seat": s.current, "turn": 1}))
        s.opening_events = events
        return s

    # --- the interface ----------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.over else self.current

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        out: list[Action] = []
        for card in self.hands[self.current]:
            out.extend(PLAYS[card])
        return out

    def is_terminal(self) -> bool:
        return self.over

    def turn_number(self) -> int:
        return self.turn

    def opening_log(self) -> list[Event]:
        return self.opening_events

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction("The game is over.", "illegal.game_over")
        if action.verb != "play" or len(action.args) != 2:
            raise IllegalAction(f"'{action}' is not a Monster Day move: play CARD SUIT",
                                "illegal.monster_day.syntax", action=str(action))
        card, suit = action.args
        seat = self.current
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction(f"{card} is not in your hand.", "illegal.not_in_hand", card=str(card))
        if suit not in MATCHES[card]:  # type: ignore[index]
            info = _CARDS[str(card)]
            raise IllegalAction(f"{info.name} matches {' or '.join(s.title() for s in info.suits)} only.",
                                "illegal.monster_day.suit", card=str(card), suits=list(info.suits))
        hand.remove(card)
        space = self.aces.index(str(suit))
        stack = self.spaces[space]
        covered = stack[-1] if stack else None
        stack.append(str(card))
        self._retally(space // 3, covered, str(card))
        events = [Event("card_played", {"seat": seat, "card": card, "space": space, "suit": suit,
                                        "covered": covered})]
        self._take_chances(seat, events)
        if self.deck:
            drawn = self.deck.pop()
            hand.append(drawn)
            events.append(Event("card_drawn", {"seat": seat, "deck": len(self.deck)}, {"card": drawn},
                                frozenset((seat,)), chance=True))
        if not self.hands[0] and not self.hands[1]:
            self.over = True
            result = self.result()
            events.append(Event(GAME_OVER, result.to_json()))
        else:
            self.current = 1 - seat
            self.turn += 1
            events.append(Event(TURN_BEGINS, {"seat": self.current, "turn": self.turn}))
        return events

    def _take_chances(self, seat: int, events: list[Event]) -> None:
        pair = self.rng.below(36)  # both dice from one draw
        a, b = pair // 6 + 1, pair % 6 + 1
        self.last_roll = (a, b)
        events.append(Event("dice_rolled", {"seat": seat, "dice": [a, b]}, chance=True))
        moving = [d for d in ((a,) if a == b else (a, b)) if d <= 4]  # a double moves its monster once
        for die in sorted(moving):
            m = die - 1
            t0, t1 = self._totals(m, events)
            before = self.monsters[m]
            if t0 == t1:
                events.append(Event("monster_stays", {"monster": MONSTERS[m], "totals": [t0, t1],
                                                      "position": before, "why": "tie"}))
                continue
            after = step(before, 0 if t0 > t1 else 1)
            self.monsters[m] = after
            kind = "monster_moved" if after != before else "monster_stays"
            events.append(Event(kind, {"monster": MONSTERS[m], "totals": [t0, t1], "from": before,
                                       "position": after, "why": "end" if after == before else "pull"}))

    def _retally(self, village: int, covered: str | None, card: str) -> None:
        # Unrolled: this runs on every play, in every playout the AI makes.
        sums = self.sums
        f = FIXED[card]
        sums[village] += f[0]
        sums[2 + village] += f[1]
        sums[4 + village] += f[2]
        sums[6 + village] += f[3]
        if covered is not None:
            f = FIXED[covered]
            sums[village] -= f[0]
            sums[2 + village] -= f[1]
            sums[4 + village] -= f[2]
            sums[6 + village] -= f[3]
        if card in ROLLED or covered in ROLLED:
            for m in range(4):
                self.rolled[2 * m + village] += (VALUES[card][m] == ROLL) - (covered is not None and VALUES[covered][m] == ROLL)

    def _totals(self, m: int, events: list[Event]) -> tuple[int, int]:
        totals = [self.sums[2 * m], self.sums[2 * m + 1]]
        if self.rolled[2 * m] or self.rolled[2 * m + 1]:
            for space, stack in enumerate(self.spaces):
                if stack and VALUES[stack[-1]][m] == ROLL:
                    totals[space // 3] += self._roll_value(stack[-1], m, space // 3, events)
        return totals[0], totals[1]

    def _roll_value(self, card: str, m: int, village: int, events: list[Event]) -> int:
        """A Pawn or Court: the space's owner rolls 2d6 each time its value is needed."""
        pair = self.rng.below(36)
        a, b = pair // 6 + 1, pair % 6 + 1
        counts = _ROLLED_COUNTS[m](a + b)
        events.append(Event("value_rolled", {"seat": village, "card": card, "monster": MONSTERS[m],
                                             "dice": [a, b], "value": a + b, "counts": counts}, chance=True))
        return a + b if counts else 0

    # --- scoring -----------------------------------------------------------------------------
    def points(self) -> list[int]:
        scores = [0, 0]
        for position, worth in zip(self.monsters, POINTS):
            if position < 0:
                scores[0] += worth
            elif position > 0:
                scores[1] += worth
        return scores

    def result(self) -> Result:
        p = self.points()
        if p[0] == p[1]:
            return Result((p[0], p[1]), (0, 1), "draw", {"points": p})
        return Result((p[0], p[1]), (0 if p[0] > p[1] else 1,), "most-points", {"points": p})

    def totals(self) -> list[dict[str, Any]]:
        """Each monster's totals per village without rolling; Pawns and Courts are counted as unknown."""
        return [{"monster": MONSTERS[m], "totals": self.sums[2 * m:2 * m + 2], "rolled": self.rolled[2 * m:2 * m + 2]}
                for m in range(4)]

    # --- information -------------------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        return {
            "game": self.game_id,
            "seat": seat,
            "players": 2,
            "turn": self.turn,
            "current": self.current_player(),
            "first": self.first,
            "over": self.over,
            "extended": self.extended,
            "aces": list(self.aces),
            "spaces": [list(s) for s in self.spaces],
            "monsters": list(self.monsters),
            "hands": [list(h) if seat == i else None for i, h in enumerate(self.hands)],
            "hand_sizes": [len(h) for h in self.hands],
            "deck": len(self.deck),
            "totals": self.totals(),
            "last_roll": list(self.last_roll) if self.last_roll else None,
            "points": self.points(),
            "prompt": None if self.over else {"key": "monster_day.prompt.play", "kind": "play", "seat": self.current},
        }

    def determinize(self, observer: int, rng: Rng) -> "MonsterDayState":
        s = self.clone()
        other = 1 - observer
        unseen = sorted(self.hands[other] + self.deck)
        rng.shuffle(unseen)
        n = len(self.hands[other])
        s.hands[other] = unseen[:n]
        s.deck = unseen[n:]
        s.rng = rng.fork()
        return s

    def clone(self) -> "MonsterDayState":
        s = MonsterDayState.__new__(MonsterDayState)
        s.players = 2
        s.rng = self.rng.copy()
        s.extended = self.extended
        s.aces = self.aces  # never changes after setup
        s.spaces = [list(x) for x in self.spaces]
        s.monsters = list(self.monsters)
        s.hands = [list(self.hands[0]), list(self.hands[1])]
        s.deck = list(self.deck)
        s.current = self.current
        s.turn = self.turn
        s.first = self.first
        s.last_roll = self.last_roll
        s.over = self.over
        s.opening_events = []
        s.sums = list(self.sums)
        s.rolled = list(self.rolled)
        return s

    def to_snapshot(self) -> dict[str, Any]:
        return {
            "rng": self.rng.state, "extended": self.extended, "aces": list(self.aces),
            "spaces": [list(x) for x in self.spaces], "monsters": list(self.monsters),
            "hands": [list(h) for h in self.hands], "deck": list(self.deck), "current": self.current,
            "turn": self.turn, "first": self.first,
            "last_roll": list(self.last_roll) if self.last_roll else None, "over": self.over,
        }

    @staticmethod
    def from_snapshot(data: dict[str, Any]) -> "MonsterDayState":
        s = MonsterDayState()
        s.rng = Rng.restore(int(data["rng"]))
        s.extended = bool(data["extended"])
        s.aces = [str(a) for a in data["aces"]]
        s.spaces = [[str(c) for c in x] for x in data["spaces"]]
        s.monsters = [int(m) for m in data["monsters"]]
        s.hands = [[str(c) for c in h] for h in data["hands"]]
        s.deck = [str(c) for c in data["deck"]]
        s.current = int(data["current"])
        s.turn = int(data["turn"])
        s.first = int(data["first"])
        s.last_roll = tuple(data["last_roll"]) if data["last_roll"] else None  # type: ignore[assignment]
        s.over = bool(data["over"])
        for space, stack in enumerate(s.spaces):
            if stack:
                s._retally(space // 3, None, stack[-1])
        known = set(s.deck).union(*s.hands, *s.spaces)
        if sorted(s.aces) != sorted(SUITS) or not known <= set(PLAYS):
            raise ValueError("snapshot names an unknown card or a wrong row of Aces")
        return s
