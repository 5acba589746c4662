/*===- Template.h - the detail templates of check sites ---------*- C++ -*-===*\
 *
 * A check site's detail (DbgrtSite::detail) is text with placeholders
 * {NAME:TYPE} that the payload values of a failure fill, in order: "index
 * {index:i} not in [0, {size:i}) on dim {dim:i}". TYPE is i (a signed
 * 64-bit integer), f16, bf16, f32, f64 (the raw bits of a float of that
 * type), site (the 64-bit id of another site, printed as its op and
 * location: the other access of a race) or xyz (a thread's ids, x | y << 21
 * | z << 42, printed "(x,y,z)"; negative: unknown); NAME is the value's key
 * in JSON Lines reports. The compiler's
 * verifier and libdbgrt's reports both parse templates with this header
 * (header-only, no LLVM).
\*===----------------------------------------------------------------------===*/

#ifndef DBGRT_TEMPLATE_H
#define DBGRT_TEMPLATE_H

#include <string>
#include <string_view>
#include <vector>

namespace dbgrt {

/// One placeholder of a template.
struct Placeholder {
  size_t begin, end; ///< [begin, end) in the template, braces included.
  std::string name, type;
};

/// True for the TYPEs a placeholder may have.
inline bool isPlaceholderType(std::string_view type) {
  return type == "i" || type == "f16" || type == "bf16" || type == "f32" ||
         type == "f64" || type == "site" || type == "xyz";
}

/// Calls `visit(name, type, begin, end)` for each placeholder of `text`, in
/// order ([begin, end) is its extent, braces included), without copying.
/// On a malformed template (an unterminated brace, a placeholder that is not
/// {NAME:TYPE} with a known TYPE) returns false with `error` saying why.
template <typename Visit>
bool visitTemplate(std::string_view text, Visit &&visit, std::string &error) {
  size_t pos = 0;
  while (true) {
    size_t open = text.find('{', pos);
    if (open == std::string_view::npos)
      return true;
    size_t close = text.find('}', open);
    if (close == std::string_view::npos) {
      error = "unterminated placeholder in detail template";
      return false;
    }
    std::string_view inner = text.substr(open + 1, close - open - 1);
    size_t colon = inner.find(':');
    std::string_view name = inner.substr(0, colon);
    std::string_view type =
        colon == std::string_view::npos ? "" : inner.substr(colon + 1);
    if (name.empty() || !isPlaceholderType(type)) {
      error = "placeholder '{" + std::string(inner) +
              "}' is not {NAME:TYPE} with TYPE one of i, f16, bf16, f32, f64, "
              "site, xyz";
      return false;
    }
    visit(name, type, open, close + 1);
    pos = close + 1;
  }
}

/// The placeholders of `text`, in order; false with `error` on a malformed
/// template (visitTemplate).
inline bool parseTemplate(std::string_view text,
                          std::vector<Placeholder> &placeholders,
                          std::string &error) {
  placeholders.clear();
  return visitTemplate(
      text,
      [&](std::string_view name, std::string_view type, size_t begin,
          size_t end) {
        placeholders.push_back(
            {begin, end, std::string(name), std::string(type)});
      },
      error);
}

} // namespace dbgrt

#endif // DBGRT_TEMPLATE_H
