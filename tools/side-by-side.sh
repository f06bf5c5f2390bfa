# Sourced by the test scripts (tools/test.sh, tools/contract.sh).

# Runs each `name=command` at once, each one's output to a file of its own (a command sees the
# caller's variables and functions). Once all are done, prints each one's output whole, in the
# order given, with how long it took; when any failed, names them and returns 1.
side_by_side() {
  local dir names=() pids=() failed=() job name i
  dir=$(mktemp -d)
  for job in "$@"; do
    name=${job%%=*}
    names+=("$name")
    (
      start=$SECONDS
      status=0
      eval "${job#*=}" || status=$?
      echo "   ($name: $((SECONDS - start)) s)"
      exit "$status"
    ) >"$dir/$name" 2>&1 &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || failed+=("${names[$i]}")
    cat "$dir/${names[$i]}"
  done
  rm -rf "$dir"
  if ((${#failed[@]} > 0)); then
    echo "Failed: ${failed[*]}"
    return 1
  fi
}
