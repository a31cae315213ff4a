#!/bin/sh
# Makes the tiny font an English page needs to draw its "नेपाली" switch on a phone with no
# Devanagari font of its own (issue #30): Noto Sans Devanagari (SIL Open Font License, from
# @fontsource/noto-sans-devanagari) cut down to the six letters of नेपाली, with its shaping rules.
# Prints the @font-face rule that apps/web/src/index.css holds; run it again if the word changes.
# Needs pyftsubset (Debian: apt-get install fonttools python3-brotli).
set -eu
here=$(dirname "$0")
font="$here/../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2"
out=$(mktemp -d)/switch.woff2
pyftsubset "$font" --text='नेपाली' --layout-features='*' --flavor=woff2 --no-hinting --desubroutinize --output-file="$out"
printf "@font-face {\n  font-family: 'Pasal Nepali Word';\n  font-display: block;\n  src: url('data:font/woff2;base64,%s') format('woff2');\n  unicode-range: U+0928, U+092A, U+0932, U+093E, U+0940, U+0947;\n}\n" "$(base64 -w0 "$out")"
