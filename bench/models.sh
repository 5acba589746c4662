# Shared by the benches that run the PyTorch models of examples/torch on
# their inputs (bench/diff.sh, bench/nan-origin.sh, bench/repro.sh), which source it from
# the folder they run from (the repository's bench/, or the folder their
# build copied themselves to). Uses the caller's $root, $dir, $repeat and
# $models.

frontend=${LINALG_FRONTEND:-$root/build/linalg-frontend/bin/linalg-frontend}

# Empties $dir, copies the calling script (as NAME), this library and the
# models' inputs there, and compiles each model for TARGET with
# --debug=SPEC.
compile_models() { # TARGET SPEC NAME
  rm -rf "$dir" && mkdir -p "$dir"
  for model in "${models[@]}"; do
    cp "$root/examples/torch/$model".input*.npy "$dir/"
  done
  cp "$0" "$dir/$3"
  cp "$(dirname "$0")/models.sh" "$dir/"
  for model in "${models[@]}"; do
    "$frontend" "$root/examples/torch/$model.mlir" --target="$1" \
      --debug="$2" -o "$dir/$model"
  done
}

# The --input flags of MODEL (a name in $dir): MODEL.input.npy, then
# MODEL.input1.npy where the model takes a second input.
inputs_of() { # MODEL
  echo "--input=@$dir/$1.input.npy"
  [ -f "$dir/$1.input1.npy" ] && echo "--input=@$dir/$1.input1.npy"
  return 0
}

# The time of one forward pass of MODEL in microseconds, with DBG_OPTIONS
# set to OPTIONS: --repeat's "N us per run".
pass_us() { # MODEL OPTIONS
  # shellcheck disable=SC2046
  # (A run that finds a dispatch differing exits with status 1.)
  { DBG_OPTIONS=$2 "$dir/$1" $(inputs_of "$1") --repeat="$repeat" \
      2>&1 >/dev/null || true; } | sed -n 's/.* \([0-9.]*\) us per run/\1/p'
}

# The median time of one forward pass of MODEL with DBG_OPTIONS set to
# OPTIONS_A and to OPTIONS_B, over $rounds interleaved rounds: "A B".
median_pair() { # MODEL OPTIONS_A OPTIONS_B
  local a="" b=""
  for ((r = 0; r < rounds; r++)); do
    a+="$(pass_us "$1" "$2")"$'\n'
    b+="$(pass_us "$1" "$3")"$'\n'
  done
  echo "$(median <<<"${a%$'\n'}") $(median <<<"${b%$'\n'}")"
}

# The median of the numbers on stdin, one per line.
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
