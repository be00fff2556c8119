#pragma once
/// The backends `rxv fuzz --backend` cross-checks against the reference interpreter
/// (DESIGN.md, "cross-check a Halide-compiled backend"): the names are those of `rxv diff`.
///   halide-cpu:  one Halide pipeline per op (regions not fused), JIT for the host;
///   halide-jit:  fused regions, JIT for the host;
///   halide-cuda: fused regions on a CUDA GPU.
#include <optional>
#include <string>
#include <string_view>

namespace rxv::fuzz {

enum class BackendTarget { kHalideCpu, kHalideJit, kHalideCuda };

/// "halide-cpu", "halide-jit" or "halide-cuda"; nullopt for anything else.
inline std::optional<BackendTarget> parse_backend_target(std::string_view name) {
  if (name == "halide-cpu") return BackendTarget::kHalideCpu;
  if (name == "halide-jit") return BackendTarget::kHalideJit;
  if (name == "halide-cuda") return BackendTarget::kHalideCuda;
  return std::nullopt;
}

inline std::string_view backend_target_name(BackendTarget t) {
  switch (t) {
    case BackendTarget::kHalideCpu: return "halide-cpu";
    case BackendTarget::kHalideJit: return "halide-jit";
    case BackendTarget::kHalideCuda: return "halide-cuda";
  }
  return "?";
}

/// Whether the backend fuses adjacent lowered bindings into one pipeline.
inline bool backend_target_fuses(BackendTarget t) { return t != BackendTarget::kHalideCpu; }

/// Why `t` cannot run on this machine, or empty when it can (backend_oracle.cpp).
std::string backend_target_unavailable(BackendTarget t);

}  // namespace rxv::fuzz
