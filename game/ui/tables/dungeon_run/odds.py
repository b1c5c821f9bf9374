"""The odds shown before a fight, a flee or a disarm, worded for the tray. The numbers come from the
game's own odds module (the evaluator's fight model applied to the seat's view), never from here."""
from __future__ import annotations

from typing import Any

from game.i18n import t

from .tray import Roll

try:  # the game's pure odds module; a game version without it shows no odds rather than made-up ones
    from game.games.dungeon_run import odds as game_odds
except ImportError:  # pragma: no cover - depends on the engine version
    game_odds = None  # type: ignore[assignment]


def percent(p: float) -> int:
    return round(100 * p)


def fight_lines(view: dict[str, Any], seat: int, monster: str) -> list[str]:
    if game_odds is None:
        return []
    lines = []
    for stat in ("might", "magic"):
        odds = game_odds.fight_odds(view, seat, monster, stat)
        lines.append(f"{t('dungeon-run.stat.' + stat)[:1]}: " + t("dungeon-run.ui.odds_kill", p=percent(odds["kill"]))
                     + " · " + t("dungeon-run.ui.odds_hurt", p=percent(odds["wounded"])))
    return lines


def odds_lines(view: dict[str, Any], seat: int | None, roll: Roll | None) -> list[str]:
    """Before the hero strikes: the chance to kill and to be wounded, by stat."""
    if seat is None or roll is None or roll.kind != "fight" or roll.dice or not roll.foe:
        return []
    return fight_lines(view, seat, roll.foe)
