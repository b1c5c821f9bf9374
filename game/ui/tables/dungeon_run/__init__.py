"""The Dungeon Run table."""
from __future__ import annotations

from .. import register_table
from ..base import TableSpec
from .table import DungeonRunTable

SPEC = register_table(TableSpec("dungeon-run", DungeonRunTable, "dungeon-run.rules.text"))
