#pragma once
/// The backends `rxv fuzz --backend` cross-checks against the reference interpreter
/// (DESIGN.md, "cross-check a Halide-compiled backend"): the names are those of `rxv diff`.
///   halide-cpu:  one Halide pipeline per op (regions not fused), JIT for the host;
///   halide-jit:  fused regions, JIT for the host;
///   halide-cuda: fused regions on a CUDA GPU;
///   tvm-llvm:    TVM's own relax.build for llvm, run on TVM's VM (fuzz/tvm_backend.h).
/// `--backend` takes one name or a comma-separated list (a panel, tools/backend_panel.h).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rxv::fuzz {

enum class BackendTarget { kHalideCpu, kHalideJit, kHalideCuda, kTvmLlvm };

/// "halide-cpu", "halide-jit", "halide-cuda" or "tvm-llvm"; nullopt for anything else.
inline std::optional<BackendTarget> parse_backend_target(std::string_view name) {
  if (name == "halide-cpu") return BackendTarget::kHalideCpu;
  if (name == "halide-jit") return BackendTarget::kHalideJit;
  if (name == "halide-cuda") return BackendTarget::kHalideCuda;
  if (name == "tvm-llvm") return BackendTarget::kTvmLlvm;
  return std::nullopt;
}

/// The names every backend flag accepts, for diagnostics.
inline constexpr std::string_view kBackendNames = "halide-cpu, halide-jit, halide-cuda, tvm-llvm";

/// A comma-separated list of backend names ("halide-cpu,tvm-llvm"), each at most once; nullopt
/// with the reason in `*why` for an empty list, an empty or unknown name, or a repeat.
inline std::optional<std::vector<BackendTarget>> parse_backend_list(std::string_view list,
                                                                    std::string* why) {
  std::vector<BackendTarget> out;
  size_t start = 0;
  for (;;) {
    size_t comma = list.find(',', start);
    std::string_view name = list.substr(start, comma == list.npos ? list.npos : comma - start);
    auto t = parse_backend_target(name);
    if (!t) {
      *why = name.empty() ? "an empty backend name in '" + std::string(list) + "'"
                          : "unknown backend '" + std::string(name) + "' (" +
                                std::string(kBackendNames) + ")";
      return std::nullopt;
    }
    for (BackendTarget seen : out)
      if (seen == *t) {
        *why = "backend '" + std::string(name) + "' named twice";
        return std::nullopt;
      }
    out.push_back(*t);
    if (comma == list.npos) return out;
    start = comma + 1;
  }
}

inline std::string_view backend_target_name(BackendTarget t) {
  switch (t) {
  case BackendTarget::kHalideCpu: return "halide-cpu";
  case BackendTarget::kHalideJit: return "halide-jit";
  case BackendTarget::kHalideCuda: return "halide-cuda";
  case BackendTarget::kTvmLlvm: return "tvm-llvm";
  }
  return "?";
}

/// Whether the backend fuses adjacent lowered bindings into one pipeline.
inline bool backend_target_fuses(BackendTarget t) { return t != BackendTarget::kHalideCpu; }

/// Whether the backend is one of Halide's (the others run outside rxv: tvm-llvm).
inline bool backend_target_is_halide(BackendTarget t) { return t != BackendTarget::kTvmLlvm; }

} // namespace rxv::fuzz
