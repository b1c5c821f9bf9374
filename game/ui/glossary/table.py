"""The table scene's glossary: the keywords of the status line and of the decision bar's labels are
dotted and explained under the pointer, as are those of the log; an enlarged card has the keywords
it uses explained beside it; and the "?" beside the prompt opens the rules at the section of the
decision at hand."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n.glossary import found

from .. import theme
from ..scene import open_scene
from ..widgets import bar_label
from ..widgets.tooltip import BESIDE_FIRST
from ..widgets.zoom import zoom_rect
from .cards import card_words
from .names import card_names
from .sections import section
from .spots import TermSpots

if TYPE_CHECKING:
    from ..scenes.table import TableScene

Zoom = tuple[str, tuple[int, int]]


class TableTerms:
    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.spots = TermSpots()

    @property
    def game_id(self) -> str:
        return self.scene.spec.game_id

    def mark(self, surface: pygame.Surface) -> None:
        """After the status line and the bar are drawn: their keywords, dotted and remembered."""
        scene, fonts = self.scene, self.scene.app.fonts
        self.spots.clear()
        if scene.status.shown is not None:
            text, rect, bold = scene.status.shown
            self.spots.line(surface, fonts, self.game_id, text, rect, theme.BODY, bold)
        for text, rect, size in scene.table.told:
            self.spots.line(surface, fonts, self.game_id, text, rect, size)
        if scene.anim.busy:
            return  # the bar is not drawn while something moves
        for button, choice in scene.bar.buttons:
            for text, rect, size in bar_label.placed(fonts, choice.label, button):  # as the bar draws it
                self.spots.line(surface, fonts, self.game_id, text, rect, size, True)

    def explain(self, surface: pygame.Surface, zoom: Zoom | None) -> None:
        """Last of all: the keyword under the pointer, else the enlarged card's keywords beside it."""
        scene, fonts = self.scene, self.scene.app.fonts
        pointer = scene.pointer
        hovered = scene.log.hover_ref.term if scene.log.hover_ref is not None else None
        if self.spots.explain(surface, fonts, self.spots.at(pointer) or hovered, pointer):
            return
        if zoom is not None:
            card, at = zoom
            entries = found(self.game_id, card_words(self.game_id, card), card_names(self.game_id))
            avoid = zoom_rect(at, fonts.scale).union(pygame.Rect(at, (1, 1)).inflate(32, 32))
            self.spots.tooltip.draw(surface, fonts, entries, avoid, BESIDE_FIRST)

    def help(self) -> None:
        """The rules of this game, scrolled to the section of the decision at hand."""
        prompt = self.scene.view().get("prompt") if not self.scene.session.over() else None
        kind = prompt.get("kind") if isinstance(prompt, dict) else None
        open_scene(self.scene.app, "rules", self.game_id, section(self.game_id, kind))
