"""Beside the lanes, the dice odds of this turn: for each monster, the chance it steps toward each
village once the dice are rolled, for the card held over a space (or about to be confirmed), else for
the totals as they stand. The figures are the engine's (``monster_day.odds``, in the deciding seat's
view); nothing is worked out here."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.actions import Action
from game.games.monster_day.narrate import card_name
from game.i18n import t

from ... import theme
import game.ui.tables.monster_day.layout as layout

if TYPE_CHECKING:
    from .table import MonsterDayTable

X = layout.TOTAL_RIGHT_X + 36
WIDTH = 1264 - X - 8  # up to the log


def percent(chance: float) -> str:
    """A chance in whole percent; a chance that is there but rounds to nothing says under 1%."""
    return "<1%" if 0 < chance < 0.005 else f"{round(chance * 100)}%"


def lines(table: "MonsterDayTable", action: Action | None) -> list[tuple[str, tuple[int, int, int]]] | None:
    """The heading and one line per monster, with their colours; None when the view has no odds."""
    view = table.view
    odds = (view or {}).get("odds")
    if not odds:
        return None
    me, them = table.me, 1 - table.me
    figures = odds.get(str(action)) if action is not None else None
    heading = (t("monster-day.odds.with", card=card_name(str(action.args[0]))) if figures is not None
               else t("monster-day.odds.now"))
    out = [(heading, theme.TEXT)]
    for toward in figures if figures is not None else odds[""]:
        mine, theirs = toward[me], toward[them]
        if not mine and not theirs:
            out.append((t("monster-day.odds.stays"), theme.TEXT_SOFT))
            continue
        parts = [t("monster-day.odds.to_you", p=percent(mine))] if mine else []
        parts += [t("monster-day.odds.to_them", p=percent(theirs), name=table.ctx.names[them])] if theirs else []
        out.append((" · ".join(parts), theme.GOLD if mine >= theirs else theme.TEXT))
    return out


def held(table: "MonsterDayTable") -> Action | None:
    """The play the player is about to make: the card held over a lit space, or waiting for Confirm."""
    if table.pending is not None:
        return table.pending
    card = table.selected_card()
    if card is None or table.focus_space is None:
        return None
    return table.targets.get(card, {}).get(table.focus_space)


def draw_odds(table: "MonsterDayTable", surface: pygame.Surface) -> None:
    shown = lines(table, held(table))
    if shown is None:
        return
    fonts = table.ctx.fonts
    (heading, color), rows = shown[0], shown[1:]
    fonts.draw(surface, t("monster-day.odds.title"), (X, layout.VILLAGE_LABEL_Y - 30), theme.SMALL, theme.GOLD,
               bold=True)
    fonts.draw(surface, heading, (X, layout.VILLAGE_LABEL_Y - 8), 12, color, width=WIDTH)
    for m, (text, color) in enumerate(rows):
        y = layout.lane_y(m)
        for n, line in enumerate(fonts.wrap(text, WIDTH, 12, True)[:2]):
            fonts.draw(surface, line, (X, y - 8 + n * 15), 12, color, bold=True, anchor="midleft")
