#include "engine/results/run_folder.hpp"

#include <cstdint>
#include <system_error>

namespace iometry::results {
namespace {

constexpr std::size_t kMaxTitleBytes = 48;

/** The length of the UTF-8 sequence that starts with @p lead (1 for a stray byte). */
std::size_t sequenceLength(unsigned char lead) {
    if (lead >= 0xF0 && lead < 0xF8) return 4;
    if (lead >= 0xE0) return lead < 0xF0 ? 3 : 1;
    if (lead >= 0xC0) return 2;
    return 1;
}

/** The code point of the sequence at @p s of @p n bytes (0 when malformed). */
std::uint32_t codePoint(std::string_view s, std::size_t n) {
    if (n > s.size()) return 0;
    std::uint32_t cp = n == 2 ? s[0] & 0x1F : n == 3 ? s[0] & 0x0F : s[0] & 0x07;
    for (std::size_t i = 1; i < n; ++i) {
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    return cp;
}

/** Letters of other scripts are kept; their punctuation and spaces separate, as ASCII's do. */
bool keepsNonAscii(std::uint32_t cp) {
    if (cp < 0xC0 || cp == 0xD7 || cp == 0xF7) return false;  // Latin-1 signs, × and ÷
    if (cp >= 0x2000 && cp <= 0x2BFF) return false;           // punctuation, symbols, arrows
    if (cp >= 0x3000 && cp <= 0x303F) return false;           // CJK punctuation
    if (cp >= 0xE000 && cp <= 0xF8FF) return false;           // private use
    if (cp >= 0xFE30 && cp <= 0xFE4F) return false;           // CJK compatibility forms
    if (cp >= 0xFF00 && cp <= 0xFF0F) return false;           // full-width punctuation
    return cp != 0xFEFF && cp < 0xFFF0;                       // not a byte-order mark or special
}

}  // namespace

std::string fileNameSafe(std::string_view title, std::string_view fallback) {
    std::string out;
    bool separate = false;
    for (std::size_t i = 0; i < title.size();) {
        const auto lead = static_cast<unsigned char>(title[i]);
        std::size_t n = sequenceLength(lead);
        bool keep = false;
        if (n == 1) {
            keep = (lead >= 'a' && lead <= 'z') || (lead >= 'A' && lead <= 'Z') || (lead >= '0' && lead <= '9');
        } else {
            const std::uint32_t cp = codePoint(title.substr(i), n);
            if (cp == 0) n = 1;  // malformed: the byte alone, dropped
            keep = cp != 0 && keepsNonAscii(cp);
        }
        if (!keep) {
            separate = !out.empty();
            i += n;
            continue;
        }
        if (out.size() + (separate ? 1 : 0) + n > kMaxTitleBytes) break;
        if (separate) out += '-';
        separate = false;
        for (std::size_t k = 0; k < n; ++k) {
            char c = title[i + k];
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
            out += c;
        }
        i += n;
    }
    return out.empty() ? std::string(fallback) : out;
}

std::string runFolderName(std::string_view title, const std::tm& local, std::string_view fallback) {
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    return fileNameSafe(title, fallback) + '-' + stamp;
}

std::string runFolderName(std::string_view title, std::chrono::system_clock::time_point when,
                          std::string_view fallback) {
    const std::time_t t = std::chrono::system_clock::to_time_t(when);
    std::tm local{};
    localtime_r(&t, &local);
    return runFolderName(title, local, fallback);
}

std::filesystem::path newRunFolder(const std::filesystem::path& root, std::string_view title,
                                   std::chrono::system_clock::time_point when, std::string_view fallback) {
    const std::string name = runFolderName(title, when, fallback);
    std::filesystem::path dir = root / name;
    std::error_code ec;
    for (int n = 2; std::filesystem::exists(dir, ec); ++n) dir = root / (name + '-' + std::to_string(n));
    return dir;
}

}  // namespace iometry::results
