"""The rules, in our own words, one tab per game; reachable from the menu and from the pause menu.

The text is a catalogue entry: ``# `` starts a heading, ``- `` a bullet, a blank line a paragraph.
A heading may end with an anchor, ``# Your turn {#turn}``, which is not shown: the screen can open
scrolled to it (the "?" beside a table's prompt). The game's glossary follows its rules.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from .. import theme
from game.i18n import CATALOGUE, t
from game.i18n.glossary import terms
from ..guide.lesson import has_lesson
from ..scene import Scene, scene, switch_scene
from ..tables import menu_games, rules_of, table_for, title
from ..text import Fonts
from ..widgets.controls import Button, Form
from ..widgets.paint import panel
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..app import App

BODY = pygame.Rect(200, 168, 960, 600)  # about 90 characters a line: easy to read


def rules_key(game_id: str) -> str:
    spec = table_for(game_id)
    key = spec.rules_key if spec else f"rules.{game_id}"
    return key if CATALOGUE.has(key) else "rules.not_ready"


ANCHOR = re.compile(r"\s*\{#([a-z0-9-]+)\}\s*$")


def rules_text(game_id: str) -> str:
    """A game's rules in the current language, each number in them read from the game's own rules."""
    game = rules_of(game_id)
    return t(rules_key(game_id), **(game.rule_numbers() if game is not None else {}))


def glossary_text(game_id: str) -> str:
    """The game's glossary as a section of the rules page; "" for a game without one."""
    entries = terms(game_id)
    if not entries:
        return ""
    items = "\n".join(f"- {entry.name}: {entry.text}" for entry in entries)
    return f"# {t('glossary.title')} {{#glossary}}\n\n{t('glossary.intro')}\n\n{items}"


def render_rules(fonts: Fonts, text: str, width: int) -> tuple[pygame.Surface, dict[str, int]]:
    """The page, and the height at which each anchored heading starts on it."""
    lines: list[tuple[str, int, bool, int]] = []  # text, size, bold, indent
    at: dict[str, int] = {}  # anchor -> index of its heading's first line
    for block in text.strip().split("\n\n"):
        block = block.strip()
        if block.startswith("# "):  # the heading is its own line; what follows it is text
            heading, _, block = block.partition("\n")
            anchor = ANCHOR.search(heading)
            if anchor:
                heading = heading[:anchor.start()]
                at[anchor.group(1)] = len(lines)
            lines.append(("", 10, False, 0))
            lines += [(line, theme.HEADING, True, 0) for line in fonts.wrap(heading[2:], width, theme.HEADING, True)]
            block = block.strip()
            if not block:
                continue
            lines.append(("", 6, False, 0))
        if block.startswith("- "):
            for item in block.split("\n"):
                wrapped = fonts.wrap(item.removeprefix("- ").strip(), width - 32, theme.BODY)
                lines += [(("•  " if i == 0 else "") + line, theme.BODY, False, 8 if i == 0 else 32)
                          for i, line in enumerate(wrapped)]
        else:
            lines += [(line, theme.BODY, False, 0) for line in fonts.wrap(block.replace("\n", " "), width, theme.BODY)]
        lines.append(("", 10, False, 0))
    height = sum(fonts.line_height(size) if line else size for line, size, _, _ in lines)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    tops: dict[int, int] = {}
    for index, (line, size, bold, indent) in enumerate(lines):
        tops[index] = y
        if line:
            surface.blit(fonts.render(line, size, theme.GOLD if bold else theme.TEXT, bold, keep=False), (indent, y))
            y += fonts.line_height(size)
        else:
            y += size
    return surface, {anchor: tops.get(index, 0) for anchor, index in at.items()}


@lru_cache(maxsize=4)
def fade(width: int) -> pygame.Surface:
    """A soft edge where the text runs on below the panel."""
    strip = pygame.Surface((1, 48), pygame.SRCALPHA)
    for y in range(48):
        strip.set_at((0, y), (16, 34, 30, min(250, y * 6)))
    return pygame.transform.scale(strip, (width, 48))


@scene("rules")
class RulesScene(Scene):
    precise_motion = True

    def __init__(self, app: "App", game_id: str, section: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.scroll = 0
        self._page: pygame.Surface | None = None
        self.anchors: dict[str, int] = {}  # the page's sections by anchor: where each starts
        self._made_for: tuple[str, str] | None = None
        self.form = Form(app.redraw)
        for i, g in enumerate(menu_games()):
            self.form.add(Button(pygame.Rect(200 + i * 244, 96, 228, 52), lambda g=g: title(g),
                                 lambda g=g: self.show(g), primary=g == game_id, name=g))
        self.form.add(Button(pygame.Rect(BODY.right - 160, 792, 160, 48), lambda: t("common.back"),
                             lambda: app.pop(self),
                             name="back"))
        learn = Button(pygame.Rect(BODY.x, 792, 280, 48), lambda: t("lesson.learn"),
                       lambda: switch_scene(app, "lesson", self.game_id), name="learn")
        self.form.add(learn)
        learn.visible = has_lesson(game_id)
        if section is not None:
            self.page()
            self._scroll(self.anchors.get(section, 0))

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        self.form.named("learn").visible = has_lesson(game_id)
        for control in self.form.controls:
            if isinstance(control, Button) and control.name in menu_games():
                control.primary = control.name == game_id

    def page(self) -> pygame.Surface:
        key = (self.game_id, CATALOGUE.language)
        if self._page is None or self._made_for != key:
            # The keys are the same at every table.
            text = "\n\n".join(filter(None, (rules_text(self.game_id), glossary_text(self.game_id), t("rules.keys"))))
            self._page, self.anchors = render_rules(self.app.fonts, text, BODY.width - 64)
            self._made_for = key
        return self._page

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
            return
        step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 400, pygame.K_PAGEUP: -400}
        if event.type == pygame.KEYDOWN and event.key in step:
            self._scroll(step[event.key])
            return
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y * 60)
            return
        self.form.handle(event)

    def _scroll(self, dy: int) -> None:
        limit = max(0, self.page().get_height() - (BODY.height - 48))
        self.scroll = max(0, min(limit, self.scroll + dy))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        fonts = self.app.fonts
        # Above the games' tabs, however large the text.
        fonts.draw(surface, t("rules.title"), (200, 32), fonts.to_height(theme.DISPLAY, 1, 62), theme.GOLD, bold=True)
        panel(surface, BODY, (16, 34, 30, 255), theme.PANEL_EDGE, 16)
        page = self.page()
        view = pygame.Rect(0, self.scroll, BODY.width - 64, BODY.height - 48)
        surface.blit(page, (BODY.x + 32, BODY.y + 24), view)
        if page.get_height() > view.height:
            surface.blit(fade(BODY.width - 32), (BODY.x + 16, BODY.bottom - 56))
            fonts.draw(surface, t("rules.scroll"), (BODY.right - 24, BODY.bottom - 12), theme.SMALL, theme.TEXT_SOFT,
                       anchor="bottomright")
        self.form.draw(surface, fonts)
