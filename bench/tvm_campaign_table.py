#!/usr/bin/env python3
"""The tables of bench/tvm_campaigns.sh's campaigns (issue 16 item 7), from their directories alone.

Usage: bench/tvm_campaign_table.py ROOT [CLASSES]
       bench/tvm_campaign_table.py --spent DIR   (seconds one campaign has run, for tvm_campaigns.sh)

ROOT holds one campaign directory per pass (rxv fuzz --out) and its `<dir>.runs` (one line a run:
start, wall, user and system CPU-s, load before and after). CLASSES (default
bench/tvm_finding_classes.tsv) maps findings to what they are: one `class<TAB>regex` a line, the
regex searched in the finding's report.txt (a regex that names `--- before\.py`: followed by
that line and the input program), the first match wins. Prints three markdown tables:
per pass (minutes, programs, CPU, findings by stage), findings per class and pass, and the
signatures no class matched (to triage; one example folder each).
"""
import collections
import json
import os
import re
import sys


def read_classes(path):
    classes = []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        name, regex = line.split("\t", 1)
        classes.append((name, re.compile(regex, re.MULTILINE)))
    return classes


def campaign_minutes(log_path):
    """Minutes the campaign ran (the last record of each run: a start or resume opens one) and
    its programs; no log yet: 0."""
    total = last = 0.0
    programs = 0
    if not os.path.exists(log_path):
        return 0.0, 0
    for line in open(log_path, encoding="utf-8"):
        r = json.loads(line)
        if r.get("event") in ("start", "resume"):
            total, last = total + last, 0.0
        last = r.get("elapsed", last)
        programs = r.get("programs", 0)
    return (total + last) / 60, programs


def runs(path):
    """CPU-s of all runs and the load averages seen before and after them."""
    cpu, loads = 0.0, []
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            f = line.split()  # start wall user sys load L0 L1
            cpu += float(f[2]) + float(f[3])
            loads += [float(f[5]), float(f[6])]
    return cpu, loads


def first_differing_binding(report, before_py):
    """For a value finding, "before-binding: LINE", the line of before.py that binds the first
    differing variable (report.txt names only the variable; the class is the op)."""
    m = re.search(r"^first differing binding: .*\(BEFORE's (\w+)\)", report, re.MULTILINE)
    if not m or not os.path.exists(before_py):
        return ""
    for line in open(before_py, encoding="utf-8", errors="replace"):
        if re.match(rf"\s*{m.group(1)}(: .*?)? = ", line):
            return "\nbefore-binding: " + line.strip()
    return ""


def main():
    if sys.argv[1] == "--spent":
        print(int(campaign_minutes(os.path.join(sys.argv[2], "campaign.jsonl"))[0] * 60))
        return
    root = sys.argv[1]
    here = os.path.dirname(os.path.abspath(__file__))
    classes = read_classes(sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "tvm_finding_classes.tsv"))
    per_class = collections.defaultdict(collections.Counter)  # class -> pass -> findings
    unmatched = {}  # signature -> [count, example]
    print("| pass | minutes | programs | programs/s | CPU-s/program | findings | by stage | load |")
    print("|---|---|---|---|---|---|---|---|")
    for name in sorted(os.listdir(root)):
        d = os.path.join(root, name)
        if not os.path.exists(os.path.join(d, "campaign.json")):
            continue
        pas = json.load(open(os.path.join(d, "campaign.json")))["pass"]
        minutes, programs = campaign_minutes(os.path.join(d, "campaign.jsonl"))
        cpu, loads = runs(d + ".runs")
        stages = collections.Counter()
        findings = 0
        for f in os.listdir(d):
            report = os.path.join(d, f, "report.txt")
            if not f.isdigit() or not os.path.exists(report):
                continue
            text = open(report, encoding="utf-8", errors="replace").read()
            before_py = os.path.join(d, f, "before.py")
            text += first_differing_binding(text, before_py)
            with_input = text
            if os.path.exists(before_py):  # the input program, for classes decided by its ops
                with_input += "\n--- before.py\n" + open(before_py, encoding="utf-8", errors="replace").read()
            sig = re.search(r"^signature: (.*)$", text, re.MULTILINE).group(1)
            stages[re.search(r"^stage: (.*)$", text, re.MULTILINE).group(1)] += 1
            findings += 1
            cls = next((c for c, r in classes
                        if r.search(with_input if "--- before" in r.pattern else text)), None)
            if cls:
                per_class[cls][pas] += 1
            else:
                entry = unmatched.setdefault(sig, [0, os.path.join(d, f)])
                entry[0] += 1
        by_stage = ", ".join(f"{s} {n}" for s, n in sorted(stages.items()))
        rate = programs / (minutes * 60) if minutes else 0
        per_program = f"{cpu / programs:.3f}" if programs else "-"
        load = f"{min(loads):.1f}-{max(loads):.1f}" if loads else "-"
        print(f"| `{pas}` | {minutes:.2f} | {programs} | {rate:.2f} | {per_program} | {findings} | {by_stage} | {load} |")
    print("\n| class | findings | passes |")
    print("|---|---|---|")
    for cls, by_pass in sorted(per_class.items(), key=lambda kv: -sum(kv[1].values())):
        passes = ", ".join(f"{p.removeprefix('tvm:')} {n}" for p, n in by_pass.most_common())
        print(f"| {cls} | {sum(by_pass.values())} | {passes} |")
    if unmatched:
        print("\n| unclassified signature | findings | example |")
        print("|---|---|---|")
        for sig, (n, example) in sorted(unmatched.items(), key=lambda kv: -kv[1][0]):
            print(f"| `{sig}` | {n} | {example} |")


if __name__ == "__main__":
    main()
