"""Everything the tables paint in Italian and in Portuguese is in that language: whole games played by
random moves through the real table (each game at its smallest and largest number of players), a whole
picture painted at every decision, and every card of the game zoomed, with every text the font renders
read for a sentence left in English (``english_left``)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.ai import AI_NAMES
from game.engine import registry
from game.engine.match import Match, Seat
from game.engine.rng import Rng
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.tables import table_for
from tests.bench.ui_playthrough import Player, Tally

from .english_left import card_names, english_only, english_runs
from .helpers import repaint

LANGUAGES = ("it", "pt-BR")
NAMES = ("Anna", "Bea", "Carlo", "Dora", "Ezio", "Fede")
# (players, seed) of the games played: the fewest and the most players each game seats.
GAMES: dict[str, tuple[tuple[int, int], ...]] = {
    "boss-monster": ((2, 1), (4, 2)),
    "gauntlet-of-fools": ((2, 1), (6, 2)),
    "monster-day": ((2, 1), (2, 2)),
    "dungeon-run": ((1, 1), (6, 2)),
}
DECISIONS = 400  # a long game's later decisions paint nothing its first ones did not


class Painter(Player):
    """The bench's random player, who paints the whole table at every decision it is given."""

    def settle(self) -> str:
        status = super().settle()
        if status == "input":
            repaint(self.app)
        return status


def painted(app: App, game_id: str) -> list[str]:
    """Every text rendered while the game's seeded games are played and each of its cards is zoomed."""
    shown: list[str] = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: shown.append(text) or render(text, *a, **k)  # type: ignore[method-assign]
    spec = table_for(game_id)
    assert spec is not None
    cards = [c["id"] for kind in registry.get(game_id).load_card_set().by_kind.values() for c in kind
             if isinstance(c.get("id"), str)]
    for players, seed in GAMES[game_id]:
        match = Match.start(game_id, players, seed, {}, [Seat(name) for name in NAMES[:players]])
        scene = TableScene(app, Session(match, None, app.ai_iterations), spec)
        app.replace(scene)
        Painter(app, scene, Tally(), Rng(seed)).play(DECISIONS)
        for card in cards:
            scene.table.draw_zoom(app.screen, card, (800, 450))
    app.fonts.render = render  # type: ignore[method-assign]
    return shown


@pytest.mark.parametrize(("game_id", "language"),
                         [pytest.param(g, lang, id=f"{g}-{lang}") for g in GAMES for lang in LANGUAGES])
def test_nothing_painted_is_left_in_english(tmp_path: Path, game_id: str, language: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    app = App(data_dir=tmp_path, ai_iterations=1)
    app.settings.speed, app.settings.sound, app.settings.language = "instant", False, language
    app.save_settings()
    try:
        texts = set(painted(app, game_id))
        left = english_only(language, card_names() | frozenset(NAMES) | frozenset(AI_NAMES))
    finally:
        app.quit()
        i18n.set_language("en")
    with capsys.disabled():
        print(f"\n{game_id} {language}: {len(texts)} strings read")
    assert len(texts) > 100
    found = sorted({(run, text) for text in texts for run in english_runs(text, left)})
    assert not found, f"{len(found)} English runs:\n" + "\n".join(f"{run!r} in {text!r}" for run, text in found[:60])
