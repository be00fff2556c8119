#include "fuzz/tvm_backend.h"

#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>

#include "fuzz/tvm_worker.h"
#include "semantics/value/npy.h"

namespace rxv::fuzz {

using namespace sem;
using nlohmann::json;

namespace {

/// A value the protocol cannot carry (a closure, a string, ...): unsupported, not a finding.
struct Unsupported {
  std::string what;
};

/// The protocol's value tree of `v` (bridges/tvm/README.md); tensors go to DIR/<name>.npy.
json to_tree(const Value& v, const std::string& dir, const std::string& name) {
  if (const Tensor* t = v.as_tensor()) {
    std::string path = fmt::format("{}/{}.npy", dir, name);
    if (std::string err = write_npy_file(path, *t); !err.empty()) throw Unsupported{err};
    return {{"tensor", path}};
  }
  if (const PrimScalar* p = v.as_prim()) {
    json j = {{"dtype", p->dtype.str()}};
    if (p->is_float())
      j["prim"] = p->f;
    else
      j["prim"] = p->i;
    return j;
  }
  if (const ShapeValue* s = v.as_shape()) return {{"shape", s->dims}};
  if (const TupleValue* t = v.as_tuple()) {
    json fields = json::array();
    for (size_t i = 0; i < t->fields.size(); ++i)
      fields.push_back(to_tree(t->fields[i], dir, fmt::format("{}_{}", name, i)));
    return {{"tuple", fields}};
  }
  throw Unsupported{fmt::format("a {} argument cannot be passed to TVM's VM", v.kind_name())};
}

Value from_tree(const json& j) {
  if (!j.is_object()) throw Unsupported{"the worker's result is not a value tree"};
  if (j.contains("tensor")) {
    auto t = read_npy_file(j["tensor"].get<std::string>());
    if (!t) throw Unsupported{"cannot read TVM's result: " + t.errors().front().message};
    return Value(std::move(*t));
  }
  if (j.contains("shape")) return Value(ShapeValue{j["shape"].get<std::vector<int64_t>>()});
  if (j.contains("prim")) {
    auto dt = DataType::parse(j.value("dtype", "int64"));
    PrimScalar p;
    p.dtype = dt ? *dt : DataType::Int(64);
    if (p.is_float())
      p.f = j["prim"].get<double>();
    else
      p.i = j["prim"].is_boolean() ? int64_t(j["prim"].get<bool>()) : j["prim"].get<int64_t>();
    return Value(p);
  }
  if (j.contains("tuple")) {
    std::vector<Value> fields;
    for (const auto& f : j["tuple"]) fields.push_back(from_tree(f));
    return make_tuple_value(std::move(fields));
  }
  throw Unsupported{"unknown value tree from the worker: " + j.dump()};
}

/// Where in TVM a failure was raised, for triage: the innermost traceback frame in TVM's Relax,
/// TIR or TOPI Python code or in its C++ sources ("tvm/relax/transform/legalize_ops/
/// manipulate.py:151 in te_repeat"); empty when there is none.
std::string tvm_frame(const std::string& traceback) {
  std::string best;
  size_t p = 0;
  while ((p = traceback.find("File \"", p)) != std::string::npos) {
    size_t q = traceback.find('\n', p);
    std::string line = traceback.substr(p + 6, q == std::string::npos ? q : q - p - 6);
    p += 6;
    size_t quote = line.find('"');
    if (quote == std::string::npos) continue;
    std::string file = line.substr(0, quote);
    bool python = file.find("/tvm/relax/") != std::string::npos ||
                  file.find("/tvm/topi/") != std::string::npos ||
                  file.find("/tvm/tir/") != std::string::npos;
    bool cpp = file.rfind("/project/", 0) == 0;
    if (!python && !cpp) continue;
    size_t root = file.find(cpp ? "/project/" : "/tvm/");
    std::string rest = line.substr(quote + 1); // ", line 151, in te_repeat"
    std::string where = file.substr(root + (cpp ? 9 : 1));
    size_t ln = rest.find("line "), in = rest.find(", in ");
    if (ln != std::string::npos) where += ":" + rest.substr(ln + 5, rest.find(',', ln) - ln - 5);
    if (in != std::string::npos) {
      std::string func = rest.substr(in + 5);
      where += " in " + func.substr(0, func.find('('));
    }
    best = where;
  }
  return best;
}

} // namespace

const char* tvm_run_kind_name(TvmRun::Kind k) {
  switch (k) {
  case TvmRun::kValue: return "value";
  case TvmRun::kBuildError: return "build-error";
  case TvmRun::kRunError: return "run-error";
  case TvmRun::kParseError: return "parse-error";
  case TvmRun::kCrash: return "crash";
  case TvmRun::kHang: return "hang";
  case TvmRun::kUnsupported: return "unsupported";
  case TvmRun::kUnavailable: return "unavailable";
  }
  return "?";
}

void TvmBackendStats::add(const TvmBackendStats& o) {
  runs += o.runs;
  builds += o.builds;
  cache_hits += o.cache_hits;
  build_failures += o.build_failures;
  run_errors += o.run_errors;
  crashes += o.crashes;
  hangs += o.hangs;
  unsupported += o.unsupported;
  build_seconds += o.build_seconds;
  worker_starts += o.worker_starts;
}

double TvmBackendStats::hit_rate() const {
  int64_t all = builds + build_failures + cache_hits;
  return all ? double(cache_hits) / double(all) : 0;
}

double TvmBackendStats::mean_build_ms() const {
  return builds ? 1000 * build_seconds / double(builds) : 0;
}

TvmBackend::TvmBackend(TvmBackendOptions opts) : opts_(opts) {
  TvmWorkerOptions w;
  w.timeout_seconds = opts_.timeout_seconds;
  worker_ = std::make_unique<TvmWorker>(w);
  std::string tmpl = (std::filesystem::temp_directory_path() / "rxv-tvm-llvm-XXXXXX").string();
  if (::mkdtemp(tmpl.data())) dir_ = tmpl;
}

TvmBackend::~TvmBackend() {
  worker_.reset();
  std::error_code ec;
  if (!dir_.empty()) std::filesystem::remove_all(dir_, ec);
}

TvmBackendStats TvmBackend::stats() const {
  TvmBackendStats s = stats_;
  s.worker_starts = worker_->starts();
  return s;
}

TvmRun TvmBackend::run(const IRModule& mod, const std::string& entry,
                       const std::vector<Value>& args) {
  TvmRun out;
  ++stats_.runs;
  if (dir_.empty()) {
    out.message = "cannot make a temporary folder for the .npy files";
    return out;
  }
  json inputs = json::array();
  try {
    for (size_t i = 0; i < args.size(); ++i)
      inputs.push_back(to_tree(args[i], dir_, fmt::format("arg{}", i)));
  } catch (const Unsupported& u) {
    ++stats_.unsupported;
    out.kind = TvmRun::kUnsupported;
    out.message = u.what;
    return out;
  }
  TvmReply r = worker_->request({{"op", "build_run"},
                                 {"text", tvm_text(mod)},
                                 {"entry", entry},
                                 {"inputs", inputs},
                                 {"output_dir", dir_}});
  switch (r.status) {
  case TvmReply::kTimeout:
    ++stats_.hangs;
    return out.kind = TvmRun::kHang, out.message = r.detail, out;
  case TvmReply::kCrashed:
    ++stats_.crashes;
    return out.kind = TvmRun::kCrash, out.message = r.detail, out;
  case TvmReply::kNoWorker: return out.kind = TvmRun::kUnavailable, out.message = r.detail, out;
  case TvmReply::kOk: break;
  }
  if (!r.succeeded()) {
    std::string stage = r.body["error"].value("stage", "");
    out.message = r.error_line();
    if (std::string at = tvm_frame(r.body["error"].value("traceback", "")); !at.empty())
      out.message += "\n  raised at " + at;
    if (stage == "build") {
      out.cache_hit = r.body.value("cache_hit", false);
      ++(out.cache_hit ? stats_.cache_hits : stats_.build_failures);
      out.kind = TvmRun::kBuildError;
    } else if (stage == "run") {
      ++stats_.run_errors;
      out.kind = TvmRun::kRunError;
      // An exception out of the VM (std::bad_alloc from a kernel, say) can leave TVM's
      // thread-local state broken: every later build in that process then fails with
      // "Back optional access". A fresh worker costs TVM's import; run errors are rare.
      worker_->restart();
    } else if (stage == "parse") {
      out.kind = TvmRun::kParseError;
    } else if (stage == "import") {
      out.kind = TvmRun::kUnavailable;
    } else {
      ++stats_.unsupported;
      out.kind = TvmRun::kUnsupported;
    }
    return out;
  }
  out.cache_hit = r.body.value("cache_hit", false);
  out.build_seconds = r.body.value("build_seconds", 0.0);
  if (out.cache_hit)
    ++stats_.cache_hits;
  else
    ++stats_.builds;
  stats_.build_seconds += out.build_seconds;
  try {
    out.value = from_tree(r.body["output"]);
    out.kind = TvmRun::kValue;
  } catch (const Unsupported& u) {
    ++stats_.unsupported;
    out.kind = TvmRun::kUnsupported;
    out.message = u.what;
  }
  return out;
}

} // namespace rxv::fuzz
