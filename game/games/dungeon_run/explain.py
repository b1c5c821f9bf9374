"""Why an action is refused, in words a player can read, with an i18n key."""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.state import Decision

from .frames import KINDS
from .state import DungeonRunState

_TURN_REASONS = {
    "move": ("You cannot walk that way: a monster shares your tile (fight or flee), another hero does in the "
             "endgame (flee), there is no joined exit, or no tile is left to explore.", "illegal.dungeon_run.move"),
    "flee": ("There is nothing to flee from, or no way out in that direction.", "illegal.dungeon_run.flee"),
    "fight": ("There is no monster on your tile.", "illegal.dungeon_run.fight"),
    "attack": ("You may attack only a standing hero on your tile, and only where no monster is.",
               "illegal.dungeon_run.attack"),
    "search": ("There is nothing to find here, or a monster guards it.", "illegal.dungeon_run.search"),
    "equip": ("You have nothing to put on, take off or trade, or you already equipped this turn beside a monster.",
              "illegal.dungeon_run.equip"),
    "advance": ("Advancing costs two encounter cards from your loot pile (the Dungeon Lord counts as two).",
                "illegal.dungeon_run.advance"),
    "meet": ("There is no stranger here you can meet.", "illegal.dungeon_run.meet"),
    "summon": ("Only the Magic Stone's holder may summon, once, as the first action of the turn.",
               "illegal.dungeon_run.summon"),
    "heal": ("You have no heal action left this turn, or that hero is not wounded and beside you.",
             "illegal.dungeon_run.heal"),
    "bolt": ("You have no ranged attack, or no monster stands on a tile joined to yours that way.",
             "illegal.dungeon_run.bolt"),
    "steal": ("You cannot steal, or that hero is not beside you with a treasure.", "illegal.dungeon_run.steal"),
    "read": ("Only in the Library can you look for a book.", "illegal.dungeon_run.read"),
    "well": ("Only at the Well, with no monster there and the sword still in it, can you throw in a treasure.",
             "illegal.dungeon_run.well"),
    "use": ("You hold no such draught, or you have no wounds to heal.", "illegal.dungeon_run.use"),
}


def why_not(state: DungeonRunState, frame: Decision, action: Action) -> tuple[str, str]:
    if frame.kind == "turn" and action.verb in _TURN_REASONS:
        return _TURN_REASONS[action.verb]
    choices = ", ".join(str(a) for a in KINDS[frame.kind].options(state, frame))
    return (f"'{action}' is not a choice now: {KINDS[frame.kind].asks} ({choices}).",
            f"illegal.dungeon_run.{frame.kind}")
