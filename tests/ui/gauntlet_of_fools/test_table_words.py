"""What the Gauntlet of Fools table paints in words: the odds rows worded for every seat, and the
cards (faces, hero strips, boasts) in the player's language."""
from __future__ import annotations

from typing import Iterator

import pytest

from game.games.gauntlet_of_fools import translations
from game.games.gauntlet_of_fools.cards import book
from game.i18n import set_language, words
from game.ui.app import App

from .painted import painted
from .positions import position, ready, scene_at


@pytest.fixture
def italian(app: App) -> Iterator[None]:
    """Italian, after the app has set its own language on opening."""
    set_language("it")
    yield
    set_language("en")


def test_a_watching_seat_reads_the_odds_rows_in_words(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The odds are every seat's but the options only the deciding seat's: a watching seat was shown
    the bare action text ("use knight")."""
    players, seed, actions = position("before", "one-token")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    state = scene.session.state
    watcher = (state.current_player() + 1) % players
    view = state.view(watcher)
    rows = view["odds"]["rows"]
    assert rows and not view["prompt"]["options"]
    monkeypatch.setattr(scene, "view", lambda: view)
    monkeypatch.setattr(type(scene), "perspective", property(lambda self: watcher))
    shown = painted(app, scene, monkeypatch)
    assert not [text for text in shown if text in {row["action"] for row in rows}]
    for row in rows:
        said = words(row["key"], row["args"], translations.name, str, row["action"])
        assert said != row["action"] and said in shown, (said, row["action"])


@pytest.mark.usefixtures("italian")
def test_the_table_shows_the_cards_in_the_players_language(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The encounter's face, the hero strips' names and texts, the boasts: Italian, not English."""
    players, seed, actions = position("before", "plain-roll")
    scene = scene_at(app, players, seed, actions)
    ready(app, scene)
    view = scene.view()
    texts = painted(app, scene, monkeypatch)
    shown = " | ".join(texts)
    encounter = view["fight"]["card"]
    assert translations.name(encounter) != book().encounters[encounter].name  # a name Italian changes
    assert translations.name(encounter) in shown
    assert translations.text(encounter) in shown or any(  # the face's text, wrapped into lines
        len(line) > 8 and line in translations.text(encounter) for line in texts)
    for hero in view["heroes"]:
        assert f"C {translations.name(hero['class'])}" in texts
        strip = translations.text(hero["class"])
        assert any(len(line) > 8 and strip.startswith(line.rstrip("…").rstrip()) for line in texts), strip
    lines = [line.rstrip("…").rstrip() for line in texts if line.startswith("Spacconate: ")]
    boasted = [h["boasts"] for h in view["heroes"] if h["boasts"]]
    assert boasted, "a position where some hero boasts"
    for boasts in boasted:  # the line is cut to the board's width
        whole = "Spacconate: " + " · ".join(translations.name(b) for b in boasts)
        assert any(len(line) > 14 and whole.startswith(line) for line in lines), (whole, lines)
    assert "Boasts: " not in shown
