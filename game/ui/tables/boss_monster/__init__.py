"""The Boss Monster table."""
from __future__ import annotations

from .. import register_table
from ..base import TableSpec
from .table import BossMonsterTable

SPEC = register_table(TableSpec("boss-monster", BossMonsterTable, "boss-monster.rules.text"))
