// `rxv bundle-check BUNDLE RESULTS`: compares what rxv-bundle-run computed on another machine
// (RESULTS/results.jsonl and its outputs) with the interpreter's outputs recorded in the bundle
// (backends/halide/bundle_writer.h), with the backend comparison of `rxv diff` and
// `rxv fuzz --backend` (semantics/value/compare.h). A recorded case is a region call on which
// the interpreter returned, so the backend must agree: an error on the device is a finding too
// (stage "backend-error"), as a difference is ("mismatch"). Findings are written as the fuzzer
// writes them, one per target and region: OUT/<id>/ with before.py (the program), inputs/
// (its arguments, with the `rxv run` replay line), region/ (the region call's inputs, expected
// and received outputs), report.txt and, for fuzz programs, seed.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <set>

#include "backends/halide/bundle_manifest.h"
#include "fuzz/finding_inputs.h"
#include "semantics/script/reader.h"
#include "semantics/value/compare.h"
#include "semantics/value/npy.h"
#include "semantics/value/value_literal.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/json_output.h"

namespace rxv::tools {
namespace {

namespace fs = std::filesystem;
using halide::BundleCase;
using halide::BundleManifest;
using halide::BundleResult;

struct BundleCheckFlags {
  std::string bundle, results, out;
  double atol = sem::Tolerance::backend().atol;
  double rtol = sem::Tolerance::backend().rtol;
};

struct BundleFinding {
  std::string target, stage, message;
  const BundleCase* c = nullptr;
  const BundleResult* r = nullptr;
  int more = 0; ///< further cases of the same target and region that fail
};

/// The case's first difference, or "" when every output agrees; an unreadable file is an error
/// (returned in *error).
std::string compare_case(const fs::path& bundle, const fs::path& results, const BundleCase& c,
                         const BundleResult& r, const sem::Tolerance& tol, std::string* error) {
  if (r.outputs.size() != c.outputs.size()) {
    *error = fmt::format("case {}: {} outputs in the results, {} expected", c.id, r.outputs.size(),
                         c.outputs.size());
    return "";
  }
  for (size_t o = 0; o < c.outputs.size(); ++o) {
    auto ref = sem::read_npy_file((bundle / c.outputs[o].file).string());
    auto got = sem::read_npy_file((results / r.outputs[o]).string());
    if (!ref || !got) {
      *error = !ref ? ref.errors().front().message : got.errors().front().message;
      return "";
    }
    if (auto d = sem::compare_tensors(*ref, *got, tol)) {
      d->path = c.outputs.size() > 1 ? fmt::format("output {}", o) : "";
      return d->to_string("interpreter", "backend");
    }
  }
  return "";
}

/// The program's arguments, read back from the bundle.
std::optional<std::vector<sem::Value>> program_args(const fs::path& bundle,
                                                    const halide::BundleProgram& p) {
  std::vector<sem::Value> args;
  for (const auto& a : p.args) {
    if (a.rfind("npy:", 0) == 0) {
      auto t = sem::read_npy_file((bundle / a.substr(4)).string());
      if (!t) return std::nullopt;
      args.push_back(sem::Value(*t));
    } else if (a.rfind("literal:", 0) == 0) {
      auto v = sem::parse_value_literal(a.substr(8));
      if (!v) return std::nullopt;
      args.push_back(*v);
    } else {
      return std::nullopt;
    }
  }
  return args;
}

void write_finding(const fs::path& dir, const fs::path& bundle, const fs::path& results,
                   const BundleManifest& m, const BundleFinding& f, const sem::Tolerance& tol) {
  fs::create_directories(dir / "region");
  const BundleCase& c = *f.c;
  const halide::BundleProgram& p = m.programs[c.program];
  std::string source;
  halide::read_text_file((bundle / p.source).string(), &source);
  std::ofstream(dir / "before.py") << source;
  std::string replay;
  sem::DiagnosticSink sink;
  auto mod = sem::read_module(source, sink);
  auto args = program_args(bundle, p);
  const sem::GlobalFunc* entry = mod ? mod->find(p.entry) : nullptr;
  if (entry && entry->relax && args) {
    std::string flags = fuzz::write_finding_inputs(dir.string(), *entry->relax, *args);
    replay += fmt::format("replay: cd {} && rxv run before.py --entry {}{}\n", dir.string(),
                          p.entry, flags);
  }
  std::error_code ec;
  for (size_t i = 0; i < c.inputs.size(); ++i)
    fs::copy_file(bundle / c.inputs[i].file, dir / "region" / fmt::format("in{}.npy", i),
                  fs::copy_options::overwrite_existing, ec);
  for (size_t o = 0; o < c.outputs.size(); ++o) {
    fs::copy_file(bundle / c.outputs[o].file, dir / "region" / fmt::format("expected{}.npy", o),
                  fs::copy_options::overwrite_existing, ec);
    if (o < f.r->outputs.size())
      fs::copy_file(results / f.r->outputs[o], dir / "region" / fmt::format("got{}.npy", o),
                    fs::copy_options::overwrite_existing, ec);
  }
  static const std::regex seed_re(R"(--program-seed ([0-9]+))");
  std::smatch sm;
  if (std::regex_search(p.name, sm, seed_re)) {
    replay += fmt::format("replay: {} (the program; then rxv fuzz --backend halide-{} on a "
                          "machine that has the device)\n",
                          p.name, f.target == "host" ? "jit" : f.target);
    std::ofstream(dir / "seed") << sm[1] << "\n";
  }
  replay += fmt::format("replay: rxv-bundle-run {} (case {}, target {})\n", bundle.string(), c.id,
                        f.target);
  std::ofstream(dir / "report.txt") << fmt::format(
      "kind: bundle:{}\nstage: {}\nprogram: {}\nentry: {}\nregion {} ({}, region {} of {}):\n{}"
      "case: {}{}\n{}\n{} (atol {}, rtol {})\n",
      f.target, f.stage, p.name, p.entry, c.region, m.regions[c.region].function, c.k, c.fn,
      m.regions[c.region].bindings, c.id,
      f.more ? fmt::format(" (and {} more cases of this region)", f.more) : "", replay, f.message,
      tol.atol, tol.rtol);
}

int run_check(const BundleCheckFlags& fl) {
  fs::path bundle(fl.bundle), results(fl.results);
  std::string text, err;
  if (!halide::read_text_file((bundle / "manifest.json").string(), &text)) {
    std::cerr << "rxv bundle-check: cannot read " << (bundle / "manifest.json").string() << "\n";
    return kExitBadInput;
  }
  BundleManifest m;
  if (!BundleManifest::from_json(text, &m, &err)) {
    std::cerr << (bundle / "manifest.json").string() << ": error: " << err << "\n";
    return kExitBadInput;
  }
  std::ifstream in(results / "results.jsonl");
  if (!in) {
    std::cerr << "rxv bundle-check: cannot read " << (results / "results.jsonl").string() << "\n";
    return kExitBadInput;
  }
  std::vector<BundleResult> rs;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty()) continue;
    BundleResult r;
    if (!BundleResult::from_json_line(line, &r, &err) || r.case_id < 0 ||
        r.case_id >= static_cast<int>(m.cases.size())) {
      std::cerr << (results / "results.jsonl").string() << ":" << n << ":1: error: "
                << (err.empty() ? "no such case " + std::to_string(r.case_id) : err) << "\n";
      return kExitBadInput;
    }
    rs.push_back(std::move(r));
  }
  // The backend comparison of `rxv diff` and `rxv fuzz --backend`, reassociation slack included
  // (an aggregate of atol and rtol alone dropped it: a float32 matmul over k = 512 mismatched).
  sem::Tolerance tol = sem::Tolerance::backend(fl.atol, fl.rtol);
  std::map<std::string, std::map<std::string, int>> counts;      // target -> outcome -> n
  std::map<std::string, std::map<std::string, int>> skipped;     // target -> why -> n
  std::map<std::pair<std::string, int>, BundleFinding> findings; // (target, region)
  for (const auto& r : rs) {
    const BundleCase& c = m.cases[r.case_id];
    BundleFinding f{r.target, "", "", &c, &r, 0};
    if (r.status == "skipped") {
      ++counts[r.target]["skipped"];
      ++skipped[r.target][r.message.substr(0, 100)];
      continue;
    }
    if (r.status == "ok") {
      f.message = compare_case(bundle, results, c, r, tol, &err);
      if (!err.empty()) {
        std::cerr << "rxv bundle-check: " << err << "\n";
        return kExitBadInput;
      }
      f.stage = f.message.empty() ? "" : "mismatch";
    } else {
      f.stage = "backend-error";
      f.message = "the region errs on the device where the interpreter returns: " + r.message;
    }
    if (f.stage.empty()) {
      ++counts[r.target]["agree"];
      continue;
    }
    ++counts[r.target][f.stage];
    auto [it, fresh] = findings.try_emplace({r.target, c.region}, f);
    if (!fresh) ++it->second.more;
  }
  std::cout << fmt::format("rxv bundle-check: {} cases, {} results\n", m.cases.size(), rs.size());
  for (const auto& [target, by] : counts) {
    std::cout << "  " << target << " (" << m.targets[target] << "):";
    for (const auto& [what, n] : by) std::cout << " " << n << " " << what;
    std::cout << "\n";
    for (const auto& [why, n] : skipped[target])
      std::cout << fmt::format("    skipped {:5}  {}\n", n, why);
  }
  nlohmann::ordered_json& json = CommandOutput::cli().result();
  json["cases"] = m.cases.size();
  json["results"] = rs.size();
  json["targets"] = counts;
  json["findings"] = nlohmann::ordered_json::array();
  for (const auto& [key, f] : findings) {
    std::string id = fmt::format("{}-region{}", key.first, key.second);
    json["findings"].push_back({{"id", id},
                                {"stage", f.stage},
                                {"message", f.message},
                                {"more", f.more},
                                {"dir", fl.out.empty() ? "" : (fs::path(fl.out) / id).string()}});
    std::cout << fmt::format("  {}: {}: {}{}\n", id, f.stage, f.message.substr(0, 300),
                             f.more ? fmt::format(" (+{} cases)", f.more) : "");
    if (!fl.out.empty()) {
      write_finding(fs::path(fl.out) / id, bundle, results, m, f, tol);
      std::cout << "  written: " << (fs::path(fl.out) / id).string() << "\n";
    }
  }
  // A run cut short (a deadline, --limit) leaves cases without a result on a target it ran: that
  // is not agreement, so it is reported and, without a finding, the answer is "undecided".
  std::map<std::string, std::set<int>> seen; // target -> cases with a result
  for (const auto& r : rs) seen[r.target].insert(r.case_id);
  size_t missing = 0;
  for (const auto& [target, ids] : seen) {
    size_t n = m.cases.size() - ids.size();
    if (n) std::cout << fmt::format("  {}: {} cases without a result\n", target, n);
    missing += n;
  }
  std::cout << fmt::format("findings: {}\n", findings.size());
  json["missing"] = missing;
  if (!findings.empty()) return kExitFinding;
  return missing || seen.empty() ? kExitUndecided : kExitOk;
}

} // namespace

CommandSpec bundle_check_command() {
  CommandSpec cmd{
      "bundle-check",
      "Compare a bundle's results (rxv-bundle-run) with the interpreter's recorded outputs"};
  auto f = std::make_shared<BundleCheckFlags>();
  cmd.option("BUNDLE", &f->bundle, "the bundle (rxv fuzz/diff --bundle)").required();
  cmd.option("RESULTS", &f->results, "rxv-bundle-run's --out directory").required();
  cmd.option("--out", &f->out, "directory for findings (OUT/<target>-region<id>/)");
  cmd.option("--atol", &f->atol, "absolute float tolerance").show_default();
  cmd.option("--rtol", &f->rtol, "relative float tolerance (times |interpreter value|)")
      .show_default();
  cmd.run = [f] {
    try {
      return run_check(*f);
    } catch (const std::exception& e) {
      std::cerr << "rxv bundle-check: " << e.what() << "\n";
      return kExitBadInput;
    }
  };
  return cmd;
}

} // namespace rxv::tools
