"""One action's events as beats: an encounter flies from the deck to the centre, dice tumble in the
tray, and every other change (a claim, a boast, a kill, a hit, a wound, gold, a token, a death) rises
as a short word over the hero's board or tile. The table beneath shows the view before the move
until the dice land or the card arrives, then the engine's own view after it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.state import View
from game.i18n import t

from ... import theme
from ...widgets.anim import Beat
from ...widgets.paint import badge
from ...widgets.tween import arc_point, ease_out_cubic
from .centre import dice_centers
from .faces import card_name
from .layout import DECK, ENCOUNTER, PLAY_W, board_rect, tile_rect

if TYPE_CHECKING:
    from .table import GauntletTable

DICE, REVEAL, WORD, QUIET = 0.6, 0.35, 0.32, 0.08
REVEALS = frozenset(("encounter_revealed", "modifier_revealed", "extra_encounter_revealed"))
# Event kind -> (catalogue key of the rising word, its colour); the data fill the word's blanks.
WORDS: dict[str, tuple[str, tuple[int, int, int]]] = {
    "hero_claimed": ("claimed", theme.GOLD), "hero_stolen": ("stolen", theme.RED),
    "boast_added": ("boast", theme.GOLD), "hero_armed": ("armed", theme.BLUE),
    "monster_killed": ("kill", (92, 190, 120)), "monster_survived": ("survived", theme.TEXT_SOFT),
    "hit": ("hit", theme.RED), "dodged": ("dodge", theme.BLUE), "wounded": ("wound", theme.RED),
    "healed": ("heal", (92, 190, 120)), "gold_gained": ("gold_up", theme.GOLD), "gold_lost": ("gold_down", theme.RED),
    "token_gained": ("token_up", theme.GOLD), "token_spent": ("token_spent", theme.GOLD),
    "token_lost": ("token_down", theme.RED), "hero_died": ("died", theme.RED), "hero_rises": ("rises", theme.BLUE),
    "hero_revived": ("rises", theme.BLUE), "ability_used": ("ability", theme.GOLD),
    "encounter_skipped": ("skipped", theme.BLUE), "penalties_discarded": ("cleansed", theme.BLUE),
    "attack_made": ("attack", theme.TEXT), "bet_placed": ("bet", theme.GOLD), "hero_acts": ("acts", theme.GOLD),
    "boast_ended": ("sober", theme.BLUE), "treasure_given_up": ("given_up", theme.TEXT_SOFT),
    "death_delayed": ("delayed", theme.BLUE), "encounter_faced": ("faces", theme.GOLD),
    "path_chosen": ("path", theme.GOLD), "fight_over": ("fight_over", theme.TEXT_SOFT),
    "turn_over": ("turn_over", theme.TEXT_SOFT), "wand_ordered": ("wand_ordered", theme.BLUE),
    "wand_removed": ("wand_removed", theme.BLUE),
    # Events of the whole table rise over its middle.
    "heroes_dealt": ("dealt", theme.GOLD), "deck_shuffled": ("shuffled", theme.TEXT_SOFT),
    "first_player": ("first", theme.GOLD), "turn_begins": ("turn", theme.GOLD), "boasting_over": ("into", theme.GOLD),
    "modifier_discarded": ("discarded", theme.TEXT_SOFT), "wand_looked": ("wand_looked", theme.BLUE),
    "bets_revealed": ("bets", theme.GOLD), "game_over": ("over", theme.GOLD),
}
QUICK = frozenset(("fight_over", "turn_over", "deck_shuffled", "heroes_dealt", "turn_begins", "hero_acts"))


def choreograph(table: "GauntletTable", before: View, events: list[dict[str, Any]], after: View) -> list[Beat]:
    beats: list[Beat] = []
    shown: View = before
    waiting: list[dict[str, Any]] = []
    for event in events:
        kind = event["kind"]
        if kind in ("dice_rolled", "dice_rerolled"):
            shown = after
            values = list(event.get("all") or event["dice"])
            centers = dice_centers(len(values))
            beats.append(Beat(DICE, shown, table.dice.tumble(centers, values, seed=sum(values) + len(beats)),
                              frozenset({"dice"}), [*waiting, event]))
        elif kind in REVEALS:
            shown = after
            beats.append(Beat(REVEAL, shown, _fly(table, event["card"]), frozenset({"encounter"}),
                              [*waiting, event]))
        elif kind in WORDS:
            key, color = WORDS[kind]
            text = t(f"gauntlet-of-fools.float.{key}", **_blanks(event, table.ctx.names))
            beats.append(Beat(QUIET * 2 if kind in QUICK else WORD, shown,
                              _rise(table, _where(table, event, shown), text, color), frozenset(),
                              [*waiting, event]))
        else:
            waiting.append(event)
            continue
        waiting = []
    beats.append(Beat(QUIET, after, None, frozenset(), waiting))
    return beats


def _blanks(event: dict[str, Any], names: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"n": abs(int(event.get("amount", event.get("change", 1)) or 0)), "turn": event.get("turn", 0)}
    seat = event.get("seat")
    out["name"] = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    for field in ("attack", "class", "boast", "ability", "card"):
        if isinstance(event.get(field), (str, int)):
            out[field] = card_name(event[field]) if isinstance(event[field], str) else event[field]
    return out


def _where(table: "GauntletTable", event: dict[str, Any], view: View) -> tuple[int, int]:
    """Over the hero's tile or board; an event of the whole table over the table's middle."""
    hero = event.get("hero")
    middle = (PLAY_W // 2, 400)
    if not isinstance(hero, int):
        return middle
    if view.get("phase") == "boasting" or event["kind"] in ("hero_claimed", "hero_stolen", "boast_added"):
        return tile_rect(hero, len(view["heroes"])).center
    slot = table.slot_of.get(hero)
    return middle if slot is None else board_rect(slot).center


def _rise(table: "GauntletTable", at: tuple[int, int], text: str, color: tuple[int, int, int]) -> Any:
    def paint(surface: pygame.Surface, p: float) -> None:
        y = at[1] - 24 * ease_out_cubic(p)
        badge(surface, table.ctx.fonts, text, (at[0], y), theme.HEADING, theme.FELT_DARK, color, color)

    return paint


def _fly(table: "GauntletTable", card: str) -> Any:
    start = DECK
    end = ENCOUNTER.center

    def paint(surface: pygame.Surface, p: float) -> None:
        point = arc_point(start, end, ease_out_cubic(p), 60)
        table.faces.draw(surface, card, "hand", point, scale=0.8 + 0.6 * p, lifted=True)

    return paint
