"""TVM 0.27 parses rxv's tvm-0.27 print of every well-formed corpus file, except those listed
in tests/data/tvm027_unparsable.txt with the reason. Usage: corpus_tvm027.py RXV REPO_ROOT"""
import os
import subprocess
import sys

import tvm

rxv, root = sys.argv[1], sys.argv[2]
listed = {}
with open(os.path.join(root, "tests/data/tvm027_unparsable.txt")) as f:
    for line in f:
        if line.strip() and not line.startswith("#"):
            path, _, why = line.strip().partition("  ")
            listed[path] = why
failed = {}
count = 0
for dirpath, _, names in sorted(os.walk(os.path.join(root, "corpus"))):
    for name in sorted(names):
        if not name.endswith(".py"):
            continue
        path = os.path.join(dirpath, name)
        with open(path) as f:
            if "# EXPECT: well-formed\n" not in f.read():
                continue
        rel = os.path.relpath(path, root)
        text = subprocess.run([rxv, "print", path], capture_output=True, text=True).stdout
        count += 1
        try:
            tvm.script.from_source(text)
        except Exception as e:  # pylint: disable=broad-except
            lines = [l for l in str(e).splitlines() if "error" in l] or [type(e).__name__]
            failed[rel] = lines[0][:160]
bad = False
for rel, why in sorted(failed.items()):
    if rel not in listed:
        print(f"FAIL: TVM 0.27 does not parse rxv's print of {rel}: {why}")
        bad = True
for rel in sorted(set(listed) - set(failed)):
    print(f"FAIL: {rel} is listed in tests/data/tvm027_unparsable.txt but parses now")
    bad = True
print(f"{count} well-formed corpus files, {count - len(failed)} parse in TVM 0.27, "
      f"{len(failed)} listed as not expressible")
sys.exit(1 if bad else 0)
