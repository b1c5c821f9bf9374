"""Drawing a card ("Pesca una carta") and the end of the game ("Vittoria"): the game ends on the turn
the last card is played; each monster in a village scores for its owner."""
from __future__ import annotations

from game.engine.events import GAME_OVER, TURN_BEGINS, Event
from game.engine.flow import Frame
from game.engine.state import Result

from ..state import FLOW, MonsterDayState


def draw(s: MonsterDayState, frame: Frame) -> bool:
    seat = frame.seat
    if s.deck:
        drawn = s.deck.pop()
        s.hands[seat].append(drawn)
        s.events.append(Event("card_drawn", {"seat": seat, "deck": len(s.deck)}, {"card": drawn}, frozenset((seat,)),
                              chance=True))
    if not s.hands[0] and not s.hands[1]:
        s.pop(frame)
        result = score(s)
        s.finish(result)
        s.events.append(Event(GAME_OVER, result.to_json()))
        return False
    s.turn += 1
    s.events.append(Event(TURN_BEGINS, {"seat": 1 - seat, "turn": s.turn}))
    frame.kind, frame.seat = "play", 1 - seat
    return False


def score(s: MonsterDayState) -> Result:
    p = s.points()
    if p[0] == p[1]:
        return Result((p[0], p[1]), (0, 1), "draw", {"points": p})
    return Result((p[0], p[1]), (0 if p[0] > p[1] else 1,), "most-points", {"points": p})


FLOW.step("draw", draw)
