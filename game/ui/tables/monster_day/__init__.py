"""The Monster Day table."""
from __future__ import annotations

from .. import register_table
from ..base import TableSpec
from .table import MonsterDayTable

SPEC = register_table(TableSpec("monster-day", MonsterDayTable, "monster-day.rules.text"))
