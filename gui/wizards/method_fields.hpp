#pragma once
// The questions a method's wizard asks of the method's own keys, built from the method's
// description (engine/methods/method.hpp, MethodParam): the editor of each key takes its
// range from the key's bounds, its suffix from its unit and its first value from the
// method's new settings (the key's default), and the row's explanation is the key's help,
// translated. A wizard names the keys it asks and, where it has a reason, narrows a range
// or suggests a first value for a key that has no default; it restates no bound.

#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/methods/method.hpp"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QWidget;

namespace iometry::gui {

/**
 * The words of the methods' parameters: their help, marked in the engine's method sources
 * with QT_TRANSLATE_NOOP("MethodParam", …), and the suffixes of their units.
 */
class MethodText {
    Q_DECLARE_TR_FUNCTIONS(MethodParam)
};

/** @p param's help, translated, as a sentence; then @p note, a sentence of the wizard's. */
QString paramHelp(const model::MethodParam& param, const QString& note = {});

/** How a value in @p unit ends in a box: " B" for "bytes", " Mbit/s", " s", " ms", " %". */
QString unitSuffix(const std::string& unit);

/** The key @p key of @p method's table; it must be there. */
model::MethodParam methodParam(const model::Method& method, const std::string& key);

/** The whole values a key takes: its bounds, an exclusive low bound raised to the next one. */
struct IntegerRange {
    int lo = 0;
    int hi = 0;
};
IntegerRange integerRange(const model::MethodParam& param);

/** What a wizard may add to a key's description, each with its reason in a comment. */
struct FieldOptions {
    /** The first value of a key whose default is none, or outside its range. */
    std::optional<double> initial = {};
    /** A narrower range than the key's, within it. */
    std::optional<double> lo = {};
    std::optional<double> hi = {};
    int decimals = 1;  ///< a number's
    /** The box's value that leaves the key unset, shown as @p noneText. */
    std::optional<int> none = {};
    QString noneText = {};
};

/** The editors of some of one method's keys, and the settings they make. */
class MethodFields : public QObject {
    Q_OBJECT

public:
    using Json = nlohmann::ordered_json;

    /** Editors of @p method's keys, each at least @p boxWidth wide. */
    MethodFields(const model::Method& method, QObject* parent, int boxWidth = 120);

    const model::Method& method() const { return m_method; }
    /** The key @p key of the method's table; it must be there. */
    const model::MethodParam& param(const std::string& key) const;
    /** The key's value in the method's new settings: its default (null when it has none). */
    Json defaultValue(const std::string& key) const;

    /** A spin box of whole values for an Integer or Number key. */
    QSpinBox* integer(const std::string& key, const QString& objectName,
                      const FieldOptions& options = {});
    /** A spin box of @p options.decimals for a Number key. */
    QDoubleSpinBox* number(const std::string& key, const QString& objectName,
                           const FieldOptions& options = {});
    /** A check box for a Boolean key, with the wizard's @p text. */
    QCheckBox* boolean(const std::string& key, const QString& objectName, const QString& text);
    /** A combo box of a Choice key's words. */
    QComboBox* choice(const std::string& key, const QString& objectName);

    /** The editor made for @p key; null when none was. */
    QWidget* editor(const std::string& key) const;
    /**
     * Adds the row @p label / the editor of @p key to @p form, and under it the key's help
     * and @p note. Returns that line.
     */
    QLabel* addRow(QFormLayout* form, const QString& label, const std::string& key,
                   const QString& note = {}) const;

    /** Sets the editor of @p key to @p value (a number, a boolean or a word). */
    void setValue(const std::string& key, const Json& value) const;
    /** What the editor of @p key holds, as a plan file has it; null when unset. */
    Json value(const std::string& key) const;
    /** Sets every key an editor was made for in @p settings (settings of this method). */
    void apply(model::MethodSettings& settings) const;

Q_SIGNALS:
    /** An editor's value changed. */
    void changed();

private:
    struct Editor {
        QWidget* widget = nullptr;
        std::optional<int> none;
    };

    const model::MethodParam& add(const std::string& key, QWidget* widget,
                                  std::optional<int> none = {});

    const model::Method& m_method;
    int m_boxWidth;
    std::vector<model::MethodParam> m_params;
    model::PolyValue<model::MethodSettings> m_defaults;
    std::map<std::string, Editor> m_editors;
    std::vector<std::string> m_order;  ///< the keys edited, in the order they were asked
};

}  // namespace iometry::gui
