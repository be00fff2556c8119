// `rxv run`: evaluates a module's function on the reference interpreter (semantics/interp).
#include <filesystem>
#include <iostream>

#include <fmt/format.h>

#include "semantics/interp/interpreter.h"
#include "semantics/value/npy.h"
#include "semantics/value/random_inputs.h"
#include "semantics/value/value_literal.h"
#include "solver/check_module.h"
#include "solver/z3_arith.h"
#include "tools/commands.h"
#include "tools/exit_codes.h"
#include "tools/input_args.h"
#include "tools/json_output.h"
#include "tools/read_input.h"

namespace rxv::tools {
namespace {

struct RunFlags {
  std::string file;
  std::string entry = "main";
  std::vector<std::string> inputs; ///< NAME=FILE.npy or NAME=LITERAL
  bool random_inputs = false;
  uint64_t seed = 0;
  std::vector<std::string> binds; ///< n=4
  std::string output_dir;
  sem::EvalLimits limits; ///< --max-steps, --max-memory, --max-tensor-bytes
};

/// The arguments of `fn`: from --input (a .npy file or a value literal), else random ones.
std::optional<std::vector<sem::Value>> make_args(const sem::FunctionNode& fn, const RunFlags& f) {
  if (f.random_inputs) {
    sem::RandomInputOptions o;
    o.seed = f.seed;
    for (const auto& b : f.binds) {
      std::string name, value;
      int64_t v = 0;
      if (!split_assignment(b, name, value) || !(std::istringstream(value) >> v) || v < 0) {
        std::cerr << "rxv run: --bind wants NAME=SIZE (a non-negative integer), got '" << b
                  << "'\n";
        return std::nullopt;
      }
      o.bind.emplace_back(name, v);
    }
    auto args = sem::random_inputs(fn, o);
    if (!args) {
      std::cerr << "rxv run: " << args.errors()[0].message << "\n";
      return std::nullopt;
    }
    return *args;
  }
  return args_from_inputs(fn, f.entry, f.inputs, "rxv run");
}

/// Writes the tensors of `v` as DIR/PREFIX.npy (tuples: PREFIX_0.npy, ...).
bool write_outputs(const sem::Value& v, const std::string& dir, const std::string& prefix) {
  if (auto* t = v.as_tensor()) {
    std::string err = sem::write_npy_file(dir + "/" + prefix + ".npy", *t);
    if (!err.empty()) std::cerr << "rxv run: " << err << "\n";
    return err.empty();
  }
  if (auto* tup = v.as_tuple())
    for (size_t i = 0; i < tup->fields.size(); ++i)
      if (!write_outputs(tup->fields[i], dir, fmt::format("{}_{}", prefix, i))) return false;
  return true;
}

int run(const RunFlags& f) {
  auto mod = read_input(f.file);
  if (!mod) return kExitBadInput;
  auto arith = solver::make_arith("z3");
  solver::CheckResult checked = solver::check_module(*mod, {}, *arith);
  for (const auto& d : checked.diagnostics) CommandOutput::cli().diagnostic(f.file, d);
  if (checked.has_errors() || !checked.normalized) {
    std::cerr << "rxv run: " << f.file << " is not well-formed; not running it\n";
    return kExitBadInput;
  }
  const sem::GlobalFunc* g = checked.normalized->find(f.entry);
  if (!g || !g->is_relax()) {
    std::cerr << fmt::format("rxv run: {} has no Relax function '{}'\n", f.file, f.entry);
    return kExitBadInput;
  }
  auto args = make_args(*g->relax, f);
  if (!args) return kExitBadInput;
  sem::EvalOptions eval_opts;
  eval_opts.limits = f.limits;
  sem::Interpreter interp(*checked.normalized, eval_opts);
  auto result = interp.call(f.entry, *args);
  nlohmann::ordered_json& json = CommandOutput::cli().result();
  json["entry"] = f.entry;
  json["effects"] = nlohmann::ordered_json::array();
  for (const auto& e : interp.effects()) {
    std::cout << "effect " << e.kind << ": " << e.text << "\n";
    json["effects"].push_back({{"kind", e.kind}, {"text", e.text}});
  }
  if (!result) {
    const sem::EvalError& e = result.error();
    if (CommandOutput::cli().machine()) // as a diagnostic, not a line of text to parse
      CommandOutput::cli().diagnostic(
          f.file, {sem::Severity::kError, "", e.loc,
                   std::string(sem::eval_error_kind_name(e.kind)) + ": " + e.message});
    else
      std::cerr << f.file << ":" << e.to_string() << "\n";
    json["error"] = {{"kind", sem::eval_error_kind_name(e.kind)}, {"message", e.message}};
    if (e.loc.known()) {
      json["error"]["line"] = e.loc.line;
      json["error"]["col"] = e.loc.col;
    }
    return kExitFinding;
  }
  std::cout << sem::format_value(*result) << "\n";
  json["value"] = sem::format_value(*result);
  if (!f.output_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(f.output_dir, ec);
    if (ec || !write_outputs(*result, f.output_dir, "output")) {
      std::cerr << "rxv run: cannot write outputs to '" << f.output_dir << "'\n";
      return kExitBadInput;
    }
    json["output_dir"] = f.output_dir;
  }
  return kExitOk;
}

} // namespace

CommandSpec run_command() {
  CommandSpec cmd{"run", "Evaluate a function on the reference interpreter"};
  auto f = std::make_shared<RunFlags>();
  cmd.option("FILE", &f->file, "TVMScript file").required();
  cmd.option("--entry", &f->entry, "the function to call (default main)");
  cmd.option("--input", &f->inputs,
             "NAME=FILE.npy or NAME=VALUE (a value literal, e.g. int32[2]{1, 2})");
  cmd.flag("--random-inputs", &f->random_inputs, "draw every argument from its StructInfo");
  cmd.option("--seed", &f->seed, "seed for --random-inputs");
  cmd.option("--bind", &f->binds, "fix a shape variable for --random-inputs: n=4");
  cmd.option("--output", &f->output_dir, "write result tensors as .npy files into this folder");
  // An exceeded limit is an EvalError of kind limit (exit 1), never a partial result.
  cmd.option("--max-steps", &f->limits.max_steps,
             "step budget of the run: bindings, calls and op work (default 2^33)")
      .check_positive();
  cmd.option("--max-memory", &f->limits.max_total_bytes,
             "bytes of live tensors the run may hold (default 4 GiB)")
      .check_positive();
  cmd.option("--max-tensor-bytes", &f->limits.max_tensor_bytes,
             "bytes of one tensor (default 1 GiB)")
      .check_positive();
  cmd.run = [f] { return run(*f); };
  return cmd;
}

} // namespace rxv::tools
