#!/bin/sh
# Keeps only what better-sqlite3 loads at run time: its JavaScript and its one .node
# binary. The compiler's objects, the static library and the C sources (about 25 MB for
# better-sqlite3) are build leftovers. Usage: strip-better-sqlite3.sh <its package folder>
set -eu
cd "$1"
binary=build/Release/better_sqlite3.node
test -f "$binary" || { echo "strip-better-sqlite3: $1/$binary is missing" >&2; exit 1; }
mv "$binary" /tmp/keep.node
rm -rf build deps src
mkdir -p build/Release
mv /tmp/keep.node "$binary"
