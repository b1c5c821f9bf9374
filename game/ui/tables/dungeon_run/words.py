"""Dungeon Run in plain words at the table: the log (through the game's narration), what decided the
game, and the solo score sheet by line."""
from __future__ import annotations

from typing import Any

from game.engine.state import View
from game.games.dungeon_run import narrate
from game.engine.actions import IllegalAction
from game.i18n import CATALOGUE, Segment, rich, t

from ...widgets.log_panel import Entry
from .faces import kind_of
from .odds import idle_line

# The solo score table (rulebook, "Partita in solitario"), as printed there.
POINTS = {"treasure": 100, "artifact": 200, "encounter": 100, "lord": 300, "training": 300, "survived": 300}


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
            lines.append(narrate.sentence("dungeon-run.result.hero_line", name=names[hero["seat"]],
                                          hero=narrate.card(hero["hero"]), wounds=hero["wounds"],
                                          health=hero["health"], items=len(hero["equipped"]) + len(hero["loot"]),
                                          loot=len(hero["loot"])))
    return lines


def score_lines(view: View) -> list[tuple[str, int]]:
    """The solo score sheet once a solo game is over and the Lord fell: one line per kind of card, the
    training markers, survival, and the total (which must equal the engine's score)."""
    result = view.get("result") or {}
    if view.get("players") != 1 or result.get("reason") != "lord-defeated":
        return []
    hero = view["heroes"][0]
    owned = list(hero["equipped"]) + list(hero["loot"])
    treasures = sum(kind_of(c) == "treasure" for c in owned)
    artifacts = sum(kind_of(c) == "artifact" for c in owned)
    lord = sum(kind_of(c) == "lord" for c in hero["loot"])
    encounters = sum(kind_of(c) in ("monster", "trap", "stranger") for c in hero["loot"])
    training = sum(hero["training"].values())
    survived = bool((result.get("details") or {}).get("survived"))
    lines = [(t("dungeon-run.ui.score_treasure", n=treasures), treasures * POINTS["treasure"]),
             (t("dungeon-run.ui.score_artifact", n=artifacts), artifacts * POINTS["artifact"]),
             (t("dungeon-run.ui.score_encounter", n=encounters), encounters * POINTS["encounter"]),
             (t("dungeon-run.ui.score_lord"), lord * POINTS["lord"]),
             (t("dungeon-run.ui.score_training", n=training), training * POINTS["training"]),
             (t("dungeon-run.ui.score_survived"), POINTS["survived"] if survived else 0)]
    return lines + [(t("dungeon-run.ui.score_total"), sum(points for _, points in lines))]
