"""iswitch-switchd: the switch service for development and CI (issue 11)."""
