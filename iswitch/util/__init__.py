"""Plumbing every layer shares: argument checks (`checks`), the command-line parser and
types (`cli`), atomic outputs (`output`) and the locked, hash-keyed build (`build`)."""
