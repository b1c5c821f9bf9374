"""The player's settings, kept as YAML in the data folder (``settings.yaml``).

A file that cannot be read is never overwritten silently: it is moved aside to
``settings.yaml.bad`` before the first save, and the menu says so.
"""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import yaml

from game.engine import paths

from .theme import SPEEDS

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

FILE = "settings.yaml"
CONFIRM = ("ai", "always", "never")
TEXT_SIZES = (100, 125, 150)  # percent of the table's own text sizes


@dataclass
class Settings:
    language: str = "en"
    speed: str = "normal"
    fullscreen: bool = False
    sound: bool = True
    volume: int = 70  # percent
    # Nothing travels across the table: a move's cards, dice and pieces are put where they end at once,
    # the next person is handed the table without waiting for them, and lit places glow without pulsing.
    reduced_motion: bool = False
    # When a move waits for Confirm (Enter) or Take back (Backspace) before it reaches the game:
    # "ai" (in games against the AI), "always" or "never".
    confirm_moves: str = "ai"
    text_size: int = 100  # percent, one of TEXT_SIZES
    key_legend: bool = True  # the line of keys at the foot of the table (K hides it)
    # The new-game screen's last setup: {"game": id, id: {"players", "seats", "options"}}.
    last_setup: dict[str, Any] = field(default_factory=dict)

    @property
    def text_scale(self) -> float:
        return self.text_size / 100

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)


class SettingsStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or paths.data_dir()) / FILE
        self.problem: str | None = None

    def load(self) -> Settings:
        settings = Settings()
        if not self.path.exists():
            return settings
        try:
            raw = yaml.load(self.path.read_text(encoding="utf-8"), Loader=_Loader) or {}
            if not isinstance(raw, dict):
                raise ValueError("it is not a mapping of names to values")
            self._apply(settings, raw)
        except (yaml.YAMLError, ValueError, UnicodeDecodeError) as error:
            self.problem = f"{self.path.name}: {error}".splitlines()[0]
            return Settings()
        return settings

    @staticmethod
    def _apply(settings: Settings, raw: dict[str, Any]) -> None:
        kinds = {f.name: type(getattr(settings, f.name)) for f in fields(settings)}
        for key, value in raw.items():
            if key not in kinds:
                continue  # a setting from a newer version: ignored, kept on disk until we save
            if not isinstance(value, kinds[key]):
                raise ValueError(f"{key} should be {kinds[key].__name__}, got {value!r}")
            setattr(settings, key, value)
        if not 0 <= settings.volume <= 100:
            raise ValueError(f"volume must be 0 to 100, got {settings.volume}")
        if settings.confirm_moves not in CONFIRM:
            raise ValueError(f"confirm_moves must be one of {', '.join(CONFIRM)}, got {settings.confirm_moves!r}")
        if settings.text_size not in TEXT_SIZES:
            raise ValueError(f"text_size must be one of {', '.join(map(str, TEXT_SIZES))}, got {settings.text_size!r}")
        if settings.speed not in SPEEDS:
            raise ValueError(f"speed must be one of {', '.join(SPEEDS)}, got {settings.speed!r}")

    def save(self, settings: Settings) -> None:
        if self.problem and self.path.exists():
            self.path.replace(self.path.with_name(FILE + ".bad"))
            self.problem = None
        text = yaml.safe_dump(asdict(settings), sort_keys=True, allow_unicode=True)
        write_atomic_text(self.path, text)


def write_atomic_text(path: Path, text: str) -> None:
    """A temp file beside the target, fsynced, then renamed over it: a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    with tmp.open("w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
