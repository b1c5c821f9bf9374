"""Dungeon Run in plain words at the table: the log (through the game's narration), what decided the
game, and the solo score sheet by line."""
from __future__ import annotations

from typing import Any

from game.engine.state import View
from game.games.dungeon_run import narrate
from game.games.dungeon_run.rules.fate import SOLO_POINTS
from game.engine.actions import IllegalAction
from game.i18n import CATALOGUE, Segment, rich, t

from ...widgets.log_panel import Entry
from ...widgets.score_sheet import Line, Sheet
from .odds import idle_line

def card_name(card_id: str) -> str:
    return narrate.card_name(card_id)


def refusal_text(refusal: IllegalAction) -> str:
    """The engine's refusal in the player's language, or its English reason when there is no entry."""
    if refusal.key and CATALOGUE.has(refusal.key):
        return t(refusal.key, **refusal.params)
    return refusal.reason


def end_words(view: View, seat: int) -> str:
    """Ending the turn, in words for the confirm strip: the actions given up and, beside a monster
    never fought this turn, its free attack and what it may do."""
    left = int((view.get("active") or {}).get("actions_left") or 0)
    words = t("dungeon-run.ui.confirm_end", n=left)
    idle = (view.get("active") or {}).get("idle_attacker")
    return f"{words} · {idle_line(view, seat, idle)}" if idle else words


def describe(event: dict[str, Any], names: list[str]) -> Entry | None:
    return narrate.describe(event, names)


# Endings whose own sentence says who wins (or that nobody does): the result does not say it twice.
TELLS_WHO_WINS = frozenset({"stone-escaped", "last-standing", "all-fell", "hero-defeated", "round-limit"})


def result_lines(view: View, names: list[str]) -> list[list[Segment]]:
    result = view.get("result") or {}
    winners = result.get("winners") or []
    reason = result.get("reason")
    lines = [] if reason in TELLS_WHO_WINS else [
        rich("dungeon-run.result.winner", name=", ".join(names[w] for w in winners)) if winners
        else rich("dungeon-run.result.nobody")]
    if reason:
        lines.append(narrate.sentence(f"dungeon-run.log.game_over.{reason}", winner=", ".join(names[w] for w in winners),
                                      score=(result.get("details") or {}).get("score", 0)))
    for hero in view["heroes"]:
        if hero.get("hero"):
            fate = "won" if hero["seat"] in winners else "out" if hero["out"] else "down" if hero["down"] else "standing"
            lines.append(narrate.sentence("dungeon-run.result.hero_line", name=names[hero["seat"]],
                                          fate=t(f"dungeon-run.ending.fate.{fate}"),
                                          hero=narrate.card(hero["hero"]), wounds=hero["wounds"],
                                          health=hero["health"], items=len(hero["equipped"]) + len(hero["loot"]),
                                          loot=len(hero["loot"])))
    return lines


def ending_sheet(view: View, names: list[str]) -> Sheet:
    """The ending by seat: a solo game that felled the Lord scores by the rulebook's table, line by
    line; any other ending counts each hero's loot beside who won (the score is the win)."""
    result = view.get("result") or {}
    counts = (result.get("details") or {}).get("counts")
    if counts:
        return Sheet((names[0],), tuple(
            Line(t(f"dungeon-run.ui.score_{line}", n=count, points=SOLO_POINTS[line]), ((SOLO_POINTS[line] * count,),))
            for line, count in counts.items()), t("over.total"))
    heroes = view["heroes"]
    loot = [Line(t(f"dungeon-run.ending.{kind}"), tuple((len(hero.get(kind) or ()),) for hero in heroes), scored=False)
            for kind in ("treasures", "artifacts", "encounter_cards")]
    loot.append(Line(t("dungeon-run.ending.training"), tuple((sum((hero.get("training") or {}).values()),)
                                                             for hero in heroes), scored=False))
    won = Line(t("dungeon-run.ending.won"), tuple((int(seat in result.get("winners", ())),) for seat in range(len(heroes))))
    return Sheet(tuple(names), (won, *loot), t("over.total"), beside=t("dungeon-run.ending.beside"))
