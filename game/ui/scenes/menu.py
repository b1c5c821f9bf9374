"""The main menu: new game, continue, load, rules, settings, quit, and the four games at a glance."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine import saves
from game.engine.registry import get

from .. import theme
from game.i18n import t
from ..scene import Scene
from ..session import from_save
from ..tables import menu_games, playable, table_for
from ..widgets.controls import Button, Form
from ..widgets.paint import panel
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..app import App


def open_save(app: "App", loaded: saves.LoadedSave) -> None:
    """Puts a loaded save on the table, or says why it cannot be played here."""
    from .table import TableScene

    game_id = loaded.match.game.id
    spec = table_for(game_id)
    if spec is None:
        app.dialog(t("load.title"), t("load.no_table", game=t(f"games.{game_id}.title")))
        return
    session = from_save(loaded, app.saves_dir, app.ai_iterations)
    app.replace(TableScene(app, session, spec))
    if loaded.card_warning:
        app.dialog(t("load.title"), t("load.cards_changed"))


class MainMenu(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.form = Form()
        self.clock = 0.0
        self._resumable: bool | None = None
        entries = [
            ("menu.new_game", self.new_game, True, None),
            ("menu.continue", self.continue_game, False, self._has_latest),
            ("menu.load", self.load, False, None),
            ("menu.rules", self.rules, False, None),
            ("menu.settings", self.settings, False, None),
            ("menu.quit", app.quit, False, None),
        ]
        for row, (key, action, primary, enabled) in enumerate(entries):
            rect = pygame.Rect(160, 344 + row * 64, 360, 52)
            self.form.add(Button(rect, lambda key=key: t(key), action, primary=primary, enabled=enabled,
                                 name=key.split(".")[1]))
        self.form.move_focus(1)

    def _has_latest(self) -> bool:
        # Headers only: the full load (a replay) waits until the button is pressed.
        if self._resumable is None:
            self._resumable = any(header and not header.get("finished")
                                  for _, header, _ in saves.list_saves(self.app.saves_dir))
        return self._resumable

    def on_resume(self) -> None:
        self._resumable = None

    def new_game(self) -> None:
        from .new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def continue_game(self) -> None:
        loaded = saves.latest_loadable(self.app.saves_dir)
        if loaded is None:
            self.app.dialog(t("menu.continue"), t("menu.nothing_to_continue"))
            return
        open_save(self.app, loaded)

    def load(self) -> None:
        from .saves import LoadScene

        self.app.push(LoadScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene

        self.app.push(RulesScene(self.app, "monster-day"))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return
        self.form.handle(event)

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.app.fonts), (0, 0))
        fonts = self.app.fonts
        fonts.draw(surface, t("app.title"), (160, 168), theme.TITLE, theme.GOLD, bold=True, anchor="midleft")
        fonts.draw(surface, t("menu.tagline"), (164, 240), theme.BODY, theme.TEXT_SOFT, anchor="midleft")
        self.form.draw(surface, fonts)
        self._games(surface)

    def _games(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        box = pygame.Rect(880, 320, 560, 400)
        panel(surface, box, (16, 34, 30, 200), theme.PANEL_EDGE, 16)
        fonts.draw(surface, t("menu.games"), (box.x + 32, box.y + 28), theme.BODY, theme.TEXT_SOFT, bold=True)
        for row, game_id in enumerate(menu_games()[:4]):
            y = box.y + 80 + row * 80
            ready = playable(game_id)
            dot = theme.GOLD if ready else theme.TEXT_SOFT
            pulse = 1 + 0.15 * math.sin(self.clock * 3) if ready else 1
            pygame.draw.circle(surface, dot, (box.x + 44, y + 14), round(7 * pulse))
            fonts.draw(surface, t(f"games.{game_id}.title"), (box.x + 68, y), theme.HEADING, theme.TEXT, bold=True)
            fonts.draw(surface, game_state_text(game_id), (box.x + 68, y + 38), theme.SMALL,
                       theme.GOLD if ready else theme.TEXT_SOFT)


def game_state_text(game_id: str) -> str:
    if playable(game_id):
        return t("games.ready", players=_players(game_id))
    try:
        get(game_id)
    except KeyError:
        return t("games.not_yet")
    return t("games.no_table")


def _players(game_id: str) -> str:
    r = get(game_id).players
    low, high = r.start, r.stop - 1
    return str(low) if low == high else f"{low}–{high}"
