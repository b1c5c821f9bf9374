"""Sound is optional: on a machine without a sound card the game says nothing about it in the
terminal and plays the same, silent; a sound plays at the volume the settings give at that moment,
and "your turn" calls a person back once the AI has moved."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.engine.match import Seat
from game.ui.app import App
from game.ui.scenes.overlays import HandOff
from game.ui.scenes.settings import SettingsScene
from game.ui.settings import Settings, SettingsStore
from game.ui.sound import Sounds

from .conftest import table
from .helpers import pass_cover, until
from .keyboard import KeyOnly
from .test_whole_game import play_first_card, play_to_the_end

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
from game.ui.sound import Sounds
sounds = Sounds(lambda: True, lambda: 40)
sounds.play("lay")
print("ready" if sounds._ready else "silent")
"""


def test_starting_the_mixer_prints_nothing_to_the_terminal() -> None:
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=60)
    assert done.returncode == 0
    assert done.stdout.strip() in ("ready", "silent")
    assert "ALSA" not in done.stderr and done.stderr.strip() == ""


class FakeSound:
    def __init__(self, mixer: "FakeMixer", path: str) -> None:
        self.mixer, self.name, self.volume = mixer, Path(path).stem, 1.0

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.mixer.played.append((self.name, self.volume))


class FakeMixer:
    """pygame.mixer as far as the sounds use it, recording what each sound was played at."""

    def __init__(self, device: bool = True) -> None:
        self.device = device
        self.played: list[tuple[str, float]] = []
        self.stopped = 0

    def init(self, **_: object) -> None:
        if not self.device:
            raise pygame.error("no audio device")

    def Sound(self, path: str) -> FakeSound:  # noqa: N802 (pygame's name)
        assert Path(path).is_file(), path
        return FakeSound(self, path)

    def stop(self) -> None:
        self.stopped += 1


def loaded(settings: Settings, mixer: FakeMixer) -> Sounds:
    sounds = Sounds(lambda: settings.sound, lambda: settings.volume, mixer)
    assert sounds.start()
    assert sounds.loaded.wait(10)
    return sounds


def test_sound_is_on_at_a_modest_volume_by_default_and_both_are_kept(tmp_path: Path) -> None:
    assert Settings().sound and 0 < Settings().volume <= 80
    store = SettingsStore(tmp_path)
    store.save(Settings(sound=False, volume=30, reduced_motion=True))
    kept = SettingsStore(tmp_path).load()
    assert (kept.sound, kept.volume, kept.reduced_motion) == (False, 30, True)


def test_the_volume_and_the_switch_apply_to_the_very_next_sound() -> None:
    settings, mixer = Settings(), FakeMixer()
    sounds = loaded(settings, mixer)
    sounds.play("turn")
    settings.volume = 30
    sounds.play("turn")
    settings.sound = False
    sounds.play("turn")
    assert mixer.played == [("turn", 0.7), ("turn", 0.3)]


def test_a_burst_of_sounds_in_one_moment_is_heard_once_but_your_turn_always_is() -> None:
    mixer = FakeMixer()
    sounds = loaded(Settings(), mixer)
    for name in ("dice", "lay", "draw", "turn"):
        sounds.play(name)
    assert [name for name, _ in mixer.played] == ["dice", "turn"]


def test_without_an_audio_device_nothing_is_played_and_nothing_fails() -> None:
    mixer = FakeMixer(device=False)
    sounds = Sounds(lambda: True, lambda: 70, mixer)
    assert not sounds.start()
    sounds.play("turn")
    sounds.silence()
    assert sounds.loaded.is_set() and mixer.played == [] and mixer.stopped == 0


def test_the_settings_screen_changes_the_volume_live_and_turning_sound_off_silences_it(app: App) -> None:
    mixer = FakeMixer()
    app.settings.sound = True
    app.sounds = loaded(app.settings, mixer)
    settings = SettingsScene(app)
    app.push(settings)
    volume = settings.form.named("volume")
    volume.nudge(-1)
    assert app.settings.volume == 60 and mixer.played[-1] == ("turn", 0.6)
    settings.form.named("sound").nudge(1)
    assert app.settings.sound is False and mixer.stopped
    assert SettingsStore(app.data_dir).load().sound is False


class Heard:
    """The app's sounds, replaced by a list of what was asked for."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def start(self) -> bool:
        return True

    def play(self, name: str) -> None:
        self.names.append(name)

    def silence(self) -> None:
        """Nothing is playing: nothing to stop."""


def test_your_turn_sounds_once_when_the_ai_has_moved_and_never_for_ones_own_move(app: App) -> None:
    heard = app.sounds = Heard()  # type: ignore[assignment]
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")], seed=3)
    for _ in range(3):
        until(app, lambda: scene.table.legal is not None)
        before = len(scene.session.match.actions)
        heard.names.clear()
        play_first_card(app, scene)
        until(app, lambda: len(scene.session.match.actions) > before)
        assert "pick" in heard.names and "turn" not in heard.names  # one's own move: no call
        until(app, lambda: scene.table.legal is not None)
        assert heard.names.count("turn") == 1, heard.names


def test_a_whole_game_with_sound_on_under_the_dummy_audio_driver_ends_on_won_or_lost(app: App) -> None:
    app.settings.sound = True
    app.settings.volume = 20
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")], seed=11)
    play_to_the_end(app, scene)
    assert scene.app.sounds.loaded.wait(10)
    assert scene.ending() in ("won", "lost")


def test_two_people_at_one_screen_hear_the_hand_off_not_your_turn(app: App) -> None:
    heard = app.sounds = Heard()  # type: ignore[assignment]
    scene = table(app, [Seat("Anna"), Seat("Bea")], seed=5)
    for _ in range(2):
        until(app, lambda: isinstance(app.stack.top, HandOff))
        assert heard.names.count("handoff") == 1 and "turn" not in heard.names
        pass_cover(app)
        until(app, lambda: scene.table.legal is not None)
        assert "turn" not in heard.names
        heard.names.clear()
        play_first_card(app, scene)


def test_a_card_picked_up_by_enter_is_heard_as_one_lifted_by_the_mouse(app: App) -> None:
    heard = app.sounds = Heard()  # type: ignore[assignment]
    scene = table(app, [Seat("Anna"), Seat("Morgana", "ai", "random")], seed=3)
    until(app, lambda: scene.table.legal is not None)
    keys = KeyOnly(app)
    keys.press(pygame.K_TAB)  # the first card of the hand
    heard.names.clear()
    keys.press(pygame.K_RETURN, "\r")
    assert scene.keyplay.held is not None and heard.names == ["pick"]
