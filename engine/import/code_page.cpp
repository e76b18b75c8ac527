#include "engine/import/code_page.hpp"

#include <iconv.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <memory>
#include <utility>

// What is detected and how, and the notes: docs/iometer-files.md, "Code pages".

namespace iometry::import_icf {

const CodePage kUtf8{"UTF-8", "UTF-8"};
const CodePage kWindows1251{"CP1251", "Windows-1251 (Cyrillic)"};
const CodePage kCp936{"GBK", "936 (GBK, simplified Chinese)"};
const CodePage kWindows1252{"CP1252", "Windows-1252 (Western European)"};

const char* const kCodePageNames =
    "utf-8, cp1251 (windows-1251), cp936 (gbk), cp1252 (windows-1252), or another name "
    "that iconv -l lists";

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

unsigned char byteAt(std::string_view s, std::size_t i) {
    return static_cast<unsigned char>(s[i]);
}

bool isAsciiLetter(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/** @p s with each byte that is not part of a well-formed UTF-8 character made U+FFFD; the
 *  offsets of those bytes into @p bad when given. */
std::string asUtf8(std::string_view s, std::vector<std::size_t>* bad) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = utf8Length(s, i);
        if (n == 0) {
            out += kReplacement;
            if (bad)
                bad->push_back(i);
            ++i;
        } else {
            out += s.substr(i, n);
            i += n;
        }
    }
    return out;
}

struct IconvClose {
    void operator()(void* cd) const { iconv_close(static_cast<iconv_t>(cd)); }
};
using Converter = std::unique_ptr<void, IconvClose>;

/** A converter from @p name to UTF-8; empty when iconv(3) knows no such code page. */
Converter converterFrom(const std::string& name) {
    const iconv_t cd = iconv_open("UTF-8", name.c_str());
    if (cd == reinterpret_cast<iconv_t>(-1))
        return Converter();
    return Converter(cd);
}

/** @p s read as the code page of @p cd, each byte iconv(3) cannot convert made U+FFFD and its
 *  offset put into @p bad (a byte the code page does not define, or a pair the file cuts). */
std::string convert(const Converter& cd, std::string_view s, std::vector<std::size_t>& bad) {
    std::string out;
    out.reserve(s.size() * 2);
    char* in = const_cast<char*>(s.data());  // iconv(3) takes char**; it does not write there
    std::size_t inLeft = s.size();
    char buffer[4096];
    while (inLeft > 0) {
        char* to = buffer;
        std::size_t toLeft = sizeof buffer;
        const std::size_t done = iconv(static_cast<iconv_t>(cd.get()), &in, &inLeft, &to, &toLeft);
        out.append(buffer, static_cast<std::size_t>(to - buffer));
        if (done != static_cast<std::size_t>(-1) || (errno == E2BIG && to != buffer))
            continue;
        bad.push_back(static_cast<std::size_t>(in - s.data()));
        out += kReplacement;
        ++in;
        --inLeft;
        iconv(static_cast<iconv_t>(cd.get()), nullptr, nullptr, nullptr, nullptr);
    }
    char* to = buffer;
    std::size_t toLeft = sizeof buffer;
    iconv(static_cast<iconv_t>(cd.get()), nullptr, nullptr, &to, &toLeft);  // a shift state's end
    out.append(buffer, static_cast<std::size_t>(to - buffer));
    return out;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// --- Windows-1251: Cyrillic words ---------------------------------------------------------

/** A letter of Windows-1251: А–я (0xC0–0xFF), Ё ё, and the Ukrainian and Belarusian
 *  Ґ ґ Є є І і Ї ї Ў ў. */
bool isCyrillicLetter(unsigned char c) {
    static constexpr unsigned char kOthers[] = {0xA1, 0xA2, 0xA5, 0xA8, 0xAA, 0xAF,
                                                0xB2, 0xB3, 0xB4, 0xB8, 0xBA, 0xBF};
    return c >= 0xC0 || std::find(std::begin(kOthers), std::end(kOthers), c) != std::end(kOthers);
}

bool isCyrillicCapital(unsigned char c) {
    static constexpr unsigned char kOthers[] = {0xA1, 0xA5, 0xA8, 0xAA, 0xAF, 0xB2};
    return (c >= 0xC0 && c <= 0xDF) ||
           std::find(std::begin(kOthers), std::end(kOthers), c) != std::end(kOthers);
}

/** The letters of @p word are written as words are: in lower case, in capitals, or a capital
 *  then lower case. */
bool casedAsAWord(std::string_view word) {
    const auto capital = [](char c) { return isCyrillicCapital(static_cast<unsigned char>(c)); };
    const std::string_view rest = word.substr(1);
    return std::none_of(rest.begin(), rest.end(), capital) ||
           std::all_of(word.begin(), word.end(), capital);
}

/** The Cyrillic words of a text in Windows-1251: two or more of its letters, cased as a
 *  word, with no ASCII letter right before or after them. */
struct CyrillicWords {
    std::size_t bytes = 0;  ///< the bytes they hold
    bool capitals = true;   ///< all of them are in capitals ("ТЕСТ"); also true of none
};

CyrillicWords cyrillicWords(std::string_view s) {
    CyrillicWords words;
    for (std::size_t i = 0; i < s.size();) {
        if (!isCyrillicLetter(byteAt(s, i))) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < s.size() && isCyrillicLetter(byteAt(s, i)))
            ++i;
        const std::string_view word = s.substr(start, i - start);
        const bool alone = (start == 0 || !isAsciiLetter(byteAt(s, start - 1))) &&
                           (i == s.size() || !isAsciiLetter(byteAt(s, i)));
        if (!alone || word.size() < 2 || !casedAsAWord(word))
            continue;
        words.bytes += word.size();
        words.capitals = words.capitals && std::all_of(word.begin(), word.end(), [](char c) {
                             return isCyrillicCapital(static_cast<unsigned char>(c));
                         });
    }
    return words;
}

// --- 936 (GBK): pairs of a lead and a trail byte ------------------------------------------

bool isGbkTrail(unsigned char c) {
    return c >= 0x40 && c != 0x7F && c != 0xFF;
}

/** A common character of GB2312: punctuation and full-width forms (lead 0xA1–0xA3) or a
 *  hanzi of its first level, the 3755 in everyday use (lead 0xB0–0xD7); trail 0xA1–0xFE. */
bool isCommonChinese(unsigned char lead, unsigned char trail) {
    return ((lead >= 0xA1 && lead <= 0xA3) || (lead >= 0xB0 && lead <= 0xD7)) && trail >= 0xA1 &&
           trail <= 0xFE;
}

/** How many bytes of @p s stand in common Chinese characters (isCommonChinese) when it is
 *  read as GBK: none unless every byte 0x80–0xFF is a lead 0x81–0xFE or the trail after it
 *  and iconv(3) knows every pair (GBK leaves some ranges to the user). A run of pairs
 *  between ASCII letters is not counted: it is more likely accented Latin letters, as
 *  "Größe"'s ö ß and "configuração"'s ç ã. */
std::size_t chineseBytes(std::string_view s) {
    std::size_t total = 0;
    for (std::size_t i = 0; i < s.size();) {
        if (byteAt(s, i) < 0x80) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        std::size_t common = 0;
        while (i < s.size() && byteAt(s, i) >= 0x80) {
            const unsigned char lead = byteAt(s, i);
            const unsigned char trail = i + 1 < s.size() ? byteAt(s, i + 1) : 0;
            if (lead == 0x80 || lead == 0xFF || !isGbkTrail(trail))
                return 0;
            if (isCommonChinese(lead, trail))
                common += 2;
            i += 2;
        }
        const bool inWord = start > 0 && isAsciiLetter(byteAt(s, start - 1)) && i < s.size() &&
                            isAsciiLetter(byteAt(s, i));
        if (!inWord)
            total += common;
    }
    if (total == 0)
        return 0;
    const Converter cd = converterFrom(kCp936.name);
    std::vector<std::size_t> bad;
    return cd && (convert(cd, s, bad), bad.empty()) ? total : 0;
}

// --- Notes ----------------------------------------------------------------------------------

/** The 1-based line of byte @p offset of @p s. */
int lineOf(std::string_view s, std::size_t offset) {
    return 1 + static_cast<int>(std::count(
                   s.begin(), s.begin() + static_cast<std::ptrdiff_t>(std::min(offset, s.size())),
                   '\n'));
}

/** The first line of UTF-8 @p text that is not ASCII, trimmed, at most 60 characters, and its
 *  number; number 0 when there is none. */
std::pair<int, std::string> firstLineNotAscii(std::string_view text) {
    const auto at = std::find_if(text.begin(), text.end(),
                                 [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
    if (at == text.end())
        return {0, {}};
    const std::size_t offset = static_cast<std::size_t>(at - text.begin());
    const std::size_t begin = text.rfind('\n', offset) + 1;  // npos + 1 is 0
    std::size_t end = std::min(text.find('\n', offset), text.size());
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    std::size_t b = begin;
    while (b < end && space(text[b]))
        ++b;
    while (end > b && space(text[end - 1]))
        --end;
    std::string line;
    std::size_t chars = 0;
    for (std::size_t i = b; i < end && chars < 60; ++chars) {
        const std::size_t n = std::max<std::size_t>(1, utf8Length(text, i));
        line += text.substr(i, n);
        i += n;
    }
    if (chars == 60 && b + line.size() < end)
        line += "…";
    return {lineOf(text, offset), line};
}

/** Why detection took @p page, for its note. */
const char* whyDetected(const CodePage& page) {
    if (page == kWindows1251)
        return "most of its bytes 0x80–0xFF make Cyrillic words";
    if (page == kCp936)
        return "most of its bytes 0x80–0xFF pair up as common Chinese characters";
    return "its bytes 0x80–0xFF make neither Cyrillic words (Windows-1251) nor Chinese "
           "characters (936)";
}

std::string detectedNote(const CodePage& page, std::string_view text) {
    const auto [line, sample] = firstLineNotAscii(text);
    return "line " + std::to_string(line) + ": the file is not UTF-8; it is read as " + page.title +
           ", as " + whyDetected(page) + ", and this line reads \"" + sample +
           "\"; iometry-run import --encoding NAME reads it as another code page "
           "(docs/iometer-files.md, \"Code pages\")";
}

std::string replacedNote(const CodePage& page, std::string_view bytes,
                         const std::vector<std::size_t>& bad) {
    const std::size_t n = bad.size();
    return "line " + std::to_string(lineOf(bytes, bad.front())) + ": " + std::to_string(n) +
           (n == 1 ? " byte" : " bytes") + " of the file " + (n == 1 ? "is" : "are") + " not " +
           page.title + " and " + (n == 1 ? "is" : "are") + " read as U+FFFD (\"\xEF\xBF\xBD\")" +
           (n == 1 ? "" : ", the first on this line");
}

}  // namespace

std::optional<CodePage> codePageNamed(std::string_view name) {
    const std::string n = lower(name);
    if (n == "utf-8" || n == "utf8")
        return kUtf8;
    if (n == "cp1251" || n == "windows-1251" || n == "1251")
        return kWindows1251;
    if (n == "cp936" || n == "gbk" || n == "936")
        return kCp936;
    if (n == "cp1252" || n == "windows-1252" || n == "1252")
        return kWindows1252;
    if (n.empty() || !converterFrom(std::string(name)))
        return std::nullopt;
    return CodePage{std::string(name), std::string(name)};
}

bool isUtf8(std::string_view bytes) {
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t n = utf8Length(bytes, i);
        if (n == 0)
            return false;
        i += n;
    }
    return true;
}

std::size_t utf8Length(std::string_view s, std::size_t i) {
    // Unicode's table of well-formed UTF-8 byte sequences.
    const unsigned char c = byteAt(s, i);
    if (c < 0x80)
        return 1;
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xBF;  // the range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0)
            lo = 0xA0;
        if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0)
            lo = 0x90;
        if (c == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    if (i + n > s.size())
        return 0;
    if (byteAt(s, i + 1) < lo || byteAt(s, i + 1) > hi)
        return 0;
    for (std::size_t k = 2; k < n; ++k)
        if (byteAt(s, i + k) < 0x80 || byteAt(s, i + k) > 0xBF)
            return 0;
    return n;
}

std::string toUtf8(std::string_view bytes) {
    return asUtf8(bytes, nullptr);
}

CodePage detectCodePage(std::string_view bytes) {
    const auto high = static_cast<std::size_t>(std::count_if(
        bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }));
    const CyrillicWords cyrillic = cyrillicWords(bytes);
    const std::size_t chinese = chineseBytes(bytes);
    // "ТЕСТ" is also two common Chinese characters: on a tie, words all in capitals are
    // Cyrillic; "流出" is also "Бчіц", a capital then lower case: Chinese.
    const bool chineseFirst =
        chinese > cyrillic.bytes || (chinese == cyrillic.bytes && !cyrillic.capitals);
    if (2 * chinese > high && chineseFirst)
        return kCp936;
    if (2 * cyrillic.bytes > high)
        return kWindows1251;
    return kWindows1252;
}

DecodedText decodeText(std::string_view bytes, const std::optional<CodePage>& asked) {
    const bool bom = bytes.substr(0, kBom.size()) == kBom;
    if (bom)
        bytes.remove_prefix(kBom.size());
    DecodedText out;
    const bool detect = !asked && !bom && !isUtf8(bytes);
    out.codePage = asked ? *asked : detect ? detectCodePage(bytes) : kUtf8;
    std::vector<std::size_t> bad;
    if (out.codePage == kUtf8) {
        out.text = asUtf8(bytes, &bad);
    } else {
        const Converter cd = converterFrom(out.codePage.name);
        if (!cd) {
            out.error = "cannot read the file as " + out.codePage.title +
                        ": iconv(3) has no converter for " + out.codePage.name + " here";
            return out;
        }
        // iconv(3) writes UTF-8; asUtf8 makes sure of it all the same.
        out.text = asUtf8(convert(cd, bytes, bad), nullptr);
    }
    if (detect)
        out.notes.push_back(detectedNote(out.codePage, out.text));
    if (!bad.empty())
        out.notes.push_back(replacedNote(out.codePage, bytes, bad));
    return out;
}

}  // namespace iometry::import_icf
