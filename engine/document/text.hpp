#pragma once
/**
 * @file
 * @brief Words of the article that the engine writes and a client translates
 *        (docs/report.md, "The article"): an English template with `%1` … `%9` and its
 *        arguments, each a piece of data shown as it is (a device's name), a number, a
 *        size in bytes or a duration (written in the reader's language and number
 *        conventions), or another text to translate.
 *
 * The engine links no Qt, so it cannot translate; it marks each template with
 * QT_TRANSLATE_NOOP (lupdate reads engine/article/ and engine/methods/, gui/CMakeLists.txt)
 * and the workbench translates it in its context when it renders the article.
 */

#include <memory>
#include <string>
#include <vector>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace iometry::article {

struct Text;

/** @brief One argument of a Text. */
struct TextArg {
    enum class Kind {
        Verbatim,  ///< data, shown as it is: a device's or a host's name, a driver
        Number,    ///< a number with `decimals` decimals, in the reader's conventions
        Bytes,     ///< a size: "64 B", "4 KiB", "1 MiB" in the reader's units
        Seconds,   ///< a duration: "45 s", "2 min 36 s"
        Text,      ///< words to translate in their turn
    };
    Kind kind = Kind::Verbatim;
    std::string verbatim;
    double number = 0;
    int decimals = 0;
    std::shared_ptr<const Text> text;
};

/** @brief Words to translate: a template in @p context and its arguments. */
struct Text {
    std::string context;
    std::string source;  ///< English, with %1 … %9 where the arguments go
    std::vector<TextArg> args;

    bool empty() const { return source.empty(); }

    /** @brief This text with @p value shown as it is in the next %n. */
    Text& arg(std::string value);
    Text& arg(const char* value) { return arg(std::string(value)); }
    /** @brief … a number with @p decimals decimals. */
    Text& num(double value, int decimals);
    /** @brief … a size in bytes. */
    Text& bytes(double value);
    /** @brief … a duration in seconds. */
    Text& seconds(double value);
    /** @brief … another text, translated in its turn. */
    Text& arg(Text value);
};

/** @brief A template of the article's own words (context "Article"). */
Text text(const char* source);
/** @brief A template of another context (a method's words: "MethodTitle", "ProcedureReport"). */
Text text(const char* context, const char* source);
/** @brief Data that is never translated (a device's name), as a Text. */
Text verbatim(std::string value);

/**
 * @brief @p parts joined by @p separator ("; ", ", ", " "): a template of arguments and
 *        punctuation only, which needs no translation. Empty parts are left out; empty for
 *        none.
 */
Text join(const std::vector<Text>& parts, const std::string& separator);

/**
 * @brief A unit as the plans and methods write it ("Mbit/s", "bytes", "s", "ms", "%", "µs",
 *        "ns"), as a Text to translate; any other unit is shown as it is.
 */
Text unit(const std::string& unit);

/** @brief "%1 %2": @p value with @p decimals decimals and its unit. */
Text quantity(double value, int decimals, const std::string& unitName);

/**
 * @brief "512", "4K", "1M": a size as the benchmarks label it, the same in every language
 *        (a disk preset's "RND4K", a figure's size ticks, a field of sizes to edit).
 */
std::string shortBytes(std::uint64_t bytes);

/** @brief "64 B", "4 KiB", "1 MiB": a size in English, as the C-locale files write it. */
std::string englishBytes(double bytes);
/** @brief "45 s", "2 min 36 s", "1 h 05 min" in English. */
std::string englishSeconds(double seconds);

/**
 * @brief @p text in English, numbers in the C locale with no group separators: what a
 *        test compares, and the words of a CSV file's captions.
 */
std::string english(const Text& text);

}  // namespace iometry::article
