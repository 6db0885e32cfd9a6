"""Every rule of the offline rule path as a row of data (memory/rules/table.py)."""
