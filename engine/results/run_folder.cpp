#include "engine/results/run_folder.hpp"

#include <boost/locale/utf.hpp>
#include <cstdint>
#include <system_error>

namespace iometry::results {
namespace {

constexpr std::size_t kMaxTitleBytes = 48;

/** Letters of other scripts are kept; their punctuation and spaces separate, as ASCII's do. */
bool keepsNonAscii(boost::locale::utf::code_point cp) {
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
    using Utf8 = boost::locale::utf::utf_traits<char>;
    std::string out;
    bool separate = false;
    for (auto it = title.begin(); it != title.end();) {
        const auto from = it;
        const boost::locale::utf::code_point cp = Utf8::decode(it, title.end());
        if (cp == boost::locale::utf::illegal || cp == boost::locale::utf::incomplete) {
            it = from + 1;  // a malformed byte alone, dropped
            separate = !out.empty();
            continue;
        }
        const bool ascii = cp < 0x80;
        const bool keep = ascii ? (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9')
                                : keepsNonAscii(cp);
        if (!keep) {
            separate = !out.empty();
            continue;
        }
        const auto n = static_cast<std::size_t>(it - from);
        if (out.size() + (separate ? 1 : 0) + n > kMaxTitleBytes) break;
        if (separate) out += '-';
        separate = false;
        if (ascii)
            out += static_cast<char>(cp >= 'A' && cp <= 'Z' ? cp - 'A' + 'a' : cp);
        else
            out.append(from, it);
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
