// RUN: dbg-opt %s -verify-diagnostics -convert-gpu-to-host=subgroup-size=48
// An unsupported subgroup size is refused before anything is lowered.
// expected-error @below {{convert-gpu-to-host: subgroup-size is 48; it must be 32 or 64}}
module {
}
