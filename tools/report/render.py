"""Draws the page of `rxv report` (tools/cmd_report.cpp) from its model (tools/report_model.h).

    render.py MODEL.json OUT.html

One self-contained HTML file: the plots are matplotlib figures written as SVG and inlined, the
style sheet and the small script that marks the plots as rendered are inline too, so the page
loads nothing from anywhere. Exit 0 written, 2 the venv lacks matplotlib (the message says what
to install), 1 a bad model.
"""

import html
import io
import json
import os
import re
import sys
import tempfile

try:
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt
except ImportError as e:  # the C++ core runs without Python; only this page needs it
    sys.stderr.write(
        "rxv report: error: the report renderer needs matplotlib in the project venv (%s): "
        "run `bash scripts/setup.sh`, which installs tools/report/requirements.txt\n" % e)
    sys.exit(2)

# Deterministic SVG: text as paths (no font needed to view it), fixed ids, no date.
matplotlib.rcParams.update({
    "svg.fonttype": "path",
    "svg.hashsalt": "rxv-report",
    "font.size": 9,
    "axes.spines.top": False,
    "axes.spines.right": False,
})

STYLE = """
body { font-family: sans-serif; margin: 1.5em; color: #222; max-width: 72em; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.6em; }
.plots { display: flex; flex-wrap: wrap; gap: 1em; }
figure.plot { margin: 0; border: 1px solid #ddd; padding: 0.4em; }
figure.plot figcaption { font-size: 0.85em; color: #555; }
figure.plot svg { width: 30em; height: auto; display: block; }
table { border-collapse: collapse; font-size: 0.9em; }
td, th { border: 1px solid #ccc; padding: 0.25em 0.5em; vertical-align: top; text-align: left; }
code { font-size: 0.9em; white-space: pre-wrap; }
.summary td:first-child { font-weight: bold; }
pre { margin: 0; white-space: pre-wrap; max-height: 12em; overflow: auto; }
"""

# Counts the inlined plots that the browser laid out with a size, and says so on <body>
# (data-plots-rendered): what the report test reads back from headless Chromium.
SCRIPT = """
window.addEventListener("load", function () {
  var n = 0;
  document.querySelectorAll("figure.plot svg").forEach(function (svg) {
    var box = svg.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && svg.querySelector("path")) n++;
  });
  document.body.setAttribute("data-plots-rendered", String(n));
});
"""


def svg_of(fig, prefix):
    """The figure as inline SVG (no XML declaration or DOCTYPE). Its ids (glyphs, clip paths) get
    `prefix`, so that the figures of one page do not share ids, which would make one figure's
    references resolve to another's elements."""
    buf = io.StringIO()
    fig.savefig(buf, format="svg", metadata={"Date": None}, bbox_inches="tight")
    plt.close(fig)
    text = buf.getvalue()
    text = text[text.index("<svg"):]
    text = re.sub(r'\bid="([^"]+)"', lambda m: 'id="%s-%s"' % (prefix, m.group(1)), text)
    text = re.sub(r'href="#([^"]+)"', lambda m: 'href="#%s-%s"' % (prefix, m.group(1)), text)
    return re.sub(r"url\(#([^)]+)\)", lambda m: "url(#%s-%s)" % (prefix, m.group(1)), text)


def figure(plot_id, caption, fig):
    return ('<figure class="plot" id="%s">%s<figcaption>%s</figcaption></figure>'
            % (plot_id, svg_of(fig, plot_id), html.escape(caption)))


def plot_over_time(records, key, ylabel, title, step=False):
    fig, ax = plt.subplots(figsize=(5.5, 3))
    t = [r["t"] for r in records]
    y = [r[key] for r in records]
    if step:
        ax.step(t, y, where="post", color="tab:red")
    else:
        ax.plot(t, y, marker=".", color="tab:blue")
    ax.set_xlabel("campaign time (s)")
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.set_ylim(bottom=0)
    return fig


def plot_findings_by(findings):
    """Findings by pass (the finding's kind: pass:NAME, backend:..., invalid, hang) and oracle
    (its stage: refines, well-formed, mismatch, ...), stacked."""
    passes = sorted({f["kind"] or "?" for f in findings})
    stages = sorted({f["stage"] or "?" for f in findings})
    fig, ax = plt.subplots(figsize=(5.5, 3))
    if not findings:
        ax.text(0.5, 0.5, "no findings", ha="center", va="center", transform=ax.transAxes)
        ax.set_xticks([])
        ax.set_yticks([])
    else:
        bottom = [0] * len(passes)
        for stage in stages:
            counts = [sum(1 for f in findings if (f["kind"] or "?") == p and
                          (f["stage"] or "?") == stage) for p in passes]
            ax.bar(range(len(passes)), counts, bottom=bottom, label=stage)
            bottom = [b + c for b, c in zip(bottom, counts)]
        ax.set_xticks(range(len(passes)), passes, rotation=20, ha="right")
        ax.set_ylabel("findings")
        ax.legend(title="oracle (stage)", fontsize=7, title_fontsize=7)
    ax.set_title("Findings by pass and oracle")
    return fig


def plot_op_coverage(ops):
    fams = ops["families"]
    fig, ax = plt.subplots(figsize=(5.5, max(2.5, 0.22 * len(fams) + 0.8)))
    names = [f["family"] for f in fams]
    ax.barh(names, [f["total"] for f in fams], color="#ddd", label="ops in the table")
    ax.barh(names, [f["covered"] for f in fams], color="tab:green", label="called by programs")
    ax.invert_yaxis()
    ax.set_xlabel("ops")
    title = "Op coverage by family: %d of %d ops" % (len(ops["covered"]), ops["total"])
    if not ops["listed"]:
        title += " (the log lists no ops)"
    ax.set_title(title)
    ax.legend(fontsize=7)
    return fig


def findings_table(findings):
    if not findings:
        return "<p>No findings.</p>"
    rows = ["<tr><th>id</th><th>pass</th><th>oracle (stage)</th><th>seed</th>"
            "<th>found at (s)</th><th>replay</th><th>message</th></tr>"]
    for f in findings:
        replay = "<br>".join("<code>%s</code>" % html.escape(r) for r in f["replay"])
        rows.append(
            '<tr id="finding-%s"><td><a href="%s">%s</a></td><td>%s</td><td>%s</td><td>%s</td>'
            "<td>%s</td><td>%s</td><td><pre>%s</pre></td></tr>"
            % (f["id"], html.escape(f["href"], quote=True), f["id"], html.escape(f["kind"]),
               html.escape(f["stage"]), html.escape(str(f["seed"])),
               html.escape(str(f["found-at"])), replay, html.escape(f["message"])))
    return '<table class="findings">%s</table>' % "".join(rows)


def summary_table(model):
    last = model["records"][-1]
    cfg = model["config"]
    rows = [
        ("campaign", model["campaign"]),
        ("pass", cfg.get("pass") or "(none)"),
        ("backend", cfg.get("backend") or "(none)"),
        ("seed", cfg.get("seed", "")),
        ("programs", last["programs"]),
        ("findings", last["findings"]),
        ("campaign time (s)", "%.1f" % last["t"]),
        ("runs", sum(1 for r in model["records"] if r["event"] in ("start", "resume"))),
        ("last event", "%s at %s" % (last["event"], last["time"])),
    ]
    return '<table class="summary">%s</table>' % "".join(
        "<tr><td>%s</td><td>%s</td></tr>" % (html.escape(k), html.escape(str(v)))
        for k, v in rows)


def render(model):
    records = model["records"]
    findings = model["findings"]
    plots = [
        figure("plot-rate", "Programs checked per second, as each log record reports it",
               plot_over_time(records, "rate", "programs/s", "Programs/s over time")),
        figure("plot-findings", "Findings of the campaign so far (cumulative)",
               plot_over_time(records, "findings", "findings", "Findings over time", step=True)),
        figure("plot-by-pass", "Findings by pass and by oracle (the stage that failed)",
               plot_findings_by(findings)),
        figure("plot-ops-time", "Distinct ops called by the programs of the current run",
               plot_over_time(records, "ops_covered", "ops", "Op coverage over time")),
        figure("plot-ops", "Ops of the op table by family, and those the programs called",
               plot_op_coverage(model["ops"])),
    ]
    title = "rxv campaign report: %s" % os.path.basename(os.path.normpath(model["campaign"]))
    return """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>%s</title>
<style>%s</style><script>%s</script></head>
<body><h1>%s</h1>
<p>Written by rxv %s from the campaign log (campaign.jsonl) and finding folders.</p>
%s
<h2>Plots</h2><div class="plots">%s</div>
<h2>Findings</h2>%s
</body></html>
""" % (html.escape(title), STYLE, SCRIPT, html.escape(title), html.escape(model["rxv_version"]),
       summary_table(model), "\n".join(plots), findings_table(findings))


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: render.py MODEL.json OUT.html\n")
        return 1
    try:
        with open(argv[1], encoding="utf-8") as f:
            model = json.load(f)
        page = render(model)
    except (OSError, ValueError, KeyError, TypeError, IndexError) as e:
        sys.stderr.write("rxv report: error: bad report model %s: %r\n" % (argv[1], e))
        return 1
    out = os.path.abspath(argv[2])
    # Written beside its final name, then renamed: a reader never sees half a page.
    try:
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(out), prefix=".report-", suffix=".html")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(page)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp's 0600 is for secrets; a page is not one
        os.replace(tmp, out)
    except OSError as e:
        sys.stderr.write("rxv report: error: cannot write %s: %s\n" % (argv[2], e))
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
