#pragma once
/// Exit codes shared by every subcommand (DESIGN.md, "The command line").
namespace rxv::tools {
constexpr int kExitOk = 0;        ///< all good
constexpr int kExitFinding = 1;   ///< ill-formed, refuted, mismatch, bug found
constexpr int kExitBadInput = 2;  ///< unreadable input or bad usage
constexpr int kExitInternal = 3;  ///< a bug in rxv
constexpr int kExitUndecided = 4; ///< a prover or validator could not settle the question
} // namespace rxv::tools
