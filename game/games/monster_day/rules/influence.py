"""Exerting influence ("Esercita influenza"): a card from the hand beside an Ace it shares a suit with,
covering the card already there. Then the dice are rolled and a card drawn, by their own chapters."""
from __future__ import annotations

from game.engine.actions import Action, IllegalAction
from game.engine.events import Event
from game.engine.flow import Frame

from ..cards import ACE_OF, CARDS, SUITS
from ..state import FLOW, MonsterDayState

# Every play a card allows: beside each Ace of its suits (the Excuse beside any).
PLAYS: dict[str, tuple[Action, ...]] = {
    c.id: tuple(Action("play", (c.id, s)) for s in (SUITS if c.is_excuse else c.suits))
    for c in CARDS.values() if not c.is_ace
}
MATCHES: dict[str, frozenset[str]] = {card: frozenset(str(a.args[1]) for a in acts) for card, acts in PLAYS.items()}


def options(s: MonsterDayState, frame: Frame) -> list[Action]:
    out: list[Action] = []
    for card in s.hands[frame.seat]:
        out.extend(PLAYS[card])
    return out


def play(s: MonsterDayState, frame: Frame, action: Action) -> None:
    card, suit = str(action.args[0]), str(action.args[1])
    seat = frame.seat
    s.hands[seat].remove(card)
    space = s.aces.index(suit)
    stack = s.spaces[space]
    covered = stack[-1] if stack else None
    stack.append(card)
    s.retally(space // 3, covered, card)
    s.events.append(Event("card_played", {"seat": seat, "card": card, "space": space, "suit": suit,
                                          "covered": covered}))
    frame.kind = "chances"


def refuse(s: MonsterDayState, frame: Frame, action: Action) -> IllegalAction:
    if action.verb != "play" or len(action.args) != 2:
        return IllegalAction(f"'{action}' is not a Monster Day move: play CARD SUIT", "illegal.monster_day.syntax",
                             action=str(action))
    card = str(action.args[0])
    if card not in s.hands[frame.seat]:
        return IllegalAction(f"{card} is not in your hand.", "illegal.not_in_hand", card=card)
    info = CARDS[card]
    return IllegalAction(f"{info.name} matches {' or '.join(x.title() for x in info.suits)} only.",
                         "illegal.monster_day.suit", card=card, suits=list(info.suits))


def label(s: MonsterDayState, frame: Frame, action: Action) -> tuple[str, dict[str, object]]:
    """The card, the Ace it goes beside and whose village that Ace is in: the move in words."""
    suit = str(action.args[1])
    return "monster-day.action.play", {"card": action.args[0], "ace_card": ACE_OF[suit],
                                       "village_seat": s.aces.index(suit) // 3}


FLOW.decision("play", options, play, refuse=refuse, label=label,
              ask=lambda s, frame: {"hand": len(s.hands[frame.seat])})
