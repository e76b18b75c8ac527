#include "gui/wizards/method_fields.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "gui/wizards/form_rows.hpp"

namespace iometry::gui {

using Type = model::MethodParam::Type;

QString paramHelp(const model::MethodParam& param, const QString& note) {
    const QString help = MethodText::tr(param.help.c_str());
    //: A parameter's help (%1, no full stop) as a sentence
    const QString sentence = MethodText::tr("%1.").arg(help);
    return note.isEmpty() ? sentence : sentence + QLatin1Char(' ') + note;
}

QString unitSuffix(const std::string& unit) {
    if (unit.empty())
        return {};
    if (unit == "bytes")
        return MethodText::tr(" B");
    if (unit == "Mbit/s")
        return MethodText::tr(" Mbit/s");
    if (unit == "s")
        return MethodText::tr(" s");
    if (unit == "ms")
        return MethodText::tr(" ms");
    if (unit == "%")
        return QStringLiteral(" %");
    return QLatin1Char(' ') + QString::fromStdString(unit);
}

namespace {

const model::MethodParam& findParam(const model::Method& method,
                                    const std::vector<model::MethodParam>& params,
                                    const std::string& key) {
    const auto it = std::find_if(params.begin(), params.end(),
                                 [&key](const model::MethodParam& p) { return p.key == key; });
    if (it == params.end())
        throw std::logic_error(method.name() + " has no key " + key);
    return *it;
}

}  // namespace

model::MethodParam methodParam(const model::Method& method, const std::string& key) {
    const std::vector<model::MethodParam> params = method.params();
    return findParam(method, params, key);
}

IntegerRange integerRange(const model::MethodParam& param) {
    constexpr double kIntMax = std::numeric_limits<int>::max();
    const double lo = param.exclusiveLow ? std::floor(param.lo) + 1 : std::ceil(param.lo);
    return {static_cast<int>(std::clamp(lo, -kIntMax, kIntMax)),
            static_cast<int>(std::clamp(std::floor(param.hi), -kIntMax, kIntMax))};
}

MethodFields::MethodFields(const model::Method& method, QObject* parent, int boxWidth)
    : QObject(parent),
      m_method(method),
      m_boxWidth(boxWidth),
      m_params(method.params()),
      m_defaults(method.makeSettings()) {
}

const model::MethodParam& MethodFields::param(const std::string& key) const {
    return findParam(m_method, m_params, key);
}

MethodFields::Json MethodFields::defaultValue(const std::string& key) const {
    return param(key).get(*m_defaults);
}

const model::MethodParam& MethodFields::add(const std::string& key, QWidget* widget,
                                            std::optional<int> none) {
    const model::MethodParam& p = param(key);
    m_editors[key] = {widget, none};
    m_order.push_back(key);
    return p;
}

QSpinBox* MethodFields::integer(const std::string& key, const QString& objectName,
                                const FieldOptions& options) {
    auto* box = new QSpinBox;
    const model::MethodParam& p = add(key, box, options.none);
    IntegerRange range = integerRange(p);
    if (options.lo)
        range.lo = std::max(range.lo, static_cast<int>(*options.lo));
    if (options.hi)
        range.hi = std::min(range.hi, static_cast<int>(*options.hi));
    if (options.none)
        range.lo = std::min(range.lo, *options.none);
    box->setRange(range.lo, range.hi);
    box->setSuffix(unitSuffix(p.unit));
    if (options.none)
        box->setSpecialValueText(options.noneText);
    const Json initial = defaultValue(key);
    if (options.initial)
        box->setValue(static_cast<int>(*options.initial));
    else if (initial.is_number())
        box->setValue(initial.get<int>());
    else if (options.none)
        box->setValue(*options.none);
    box->setObjectName(objectName);
    box->setMinimumWidth(m_boxWidth);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    connect(box, &QSpinBox::valueChanged, this, &MethodFields::changed);
    return box;
}

QDoubleSpinBox* MethodFields::number(const std::string& key, const QString& objectName,
                                     const FieldOptions& options) {
    auto* box = new QDoubleSpinBox;
    const model::MethodParam& p = add(key, box);
    box->setDecimals(options.decimals);
    // More than lo: the smallest step the box shows above it.
    double lo = p.exclusiveLow ? p.lo + std::pow(10.0, -options.decimals) : p.lo;
    double hi = p.hi;
    if (options.lo)
        lo = std::max(lo, *options.lo);
    if (options.hi)
        hi = std::min(hi, *options.hi);
    box->setRange(lo, hi);
    box->setSuffix(unitSuffix(p.unit));
    const Json initial = defaultValue(key);
    if (options.initial)
        box->setValue(*options.initial);
    else if (initial.is_number())
        box->setValue(initial.get<double>());
    box->setObjectName(objectName);
    box->setMinimumWidth(m_boxWidth);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    connect(box, &QDoubleSpinBox::valueChanged, this, &MethodFields::changed);
    return box;
}

QCheckBox* MethodFields::boolean(const std::string& key, const QString& objectName,
                                 const QString& text) {
    auto* box = new QCheckBox(text);
    add(key, box);
    box->setChecked(defaultValue(key).is_boolean() && defaultValue(key).get<bool>());
    box->setObjectName(objectName);
    connect(box, &QCheckBox::toggled, this, &MethodFields::changed);
    return box;
}

QComboBox* MethodFields::choice(const std::string& key, const QString& objectName) {
    auto* box = new QComboBox;
    const model::MethodParam& p = add(key, box);
    // The words as the plan file has them: they are the method's terms, not prose.
    for (const std::string& word : p.choices)
        box->addItem(QString::fromStdString(word));
    if (const Json initial = defaultValue(key); initial.is_string())
        box->setCurrentText(QString::fromStdString(initial.get<std::string>()));
    box->setObjectName(objectName);
    box->setMinimumWidth(m_boxWidth);
    connect(box, &QComboBox::currentIndexChanged, this, &MethodFields::changed);
    return box;
}

QWidget* MethodFields::editor(const std::string& key) const {
    const auto it = m_editors.find(key);
    return it == m_editors.end() ? nullptr : it->second.widget;
}

QLabel* MethodFields::addRow(QFormLayout* form, const QString& label, const std::string& key,
                             const QString& note) const {
    return addExplainedRow(form, label, editor(key), paramHelp(param(key), note));
}

void MethodFields::setValue(const std::string& key, const Json& value) const {
    QWidget* widget = editor(key);
    if (auto* box = qobject_cast<QSpinBox*>(widget))
        box->setValue(value.get<int>());
    else if (auto* box = qobject_cast<QDoubleSpinBox*>(widget))
        box->setValue(value.get<double>());
    else if (auto* box = qobject_cast<QCheckBox*>(widget))
        box->setChecked(value.get<bool>());
    else if (auto* box = qobject_cast<QComboBox*>(widget))
        box->setCurrentText(QString::fromStdString(value.get<std::string>()));
}

MethodFields::Json MethodFields::value(const std::string& key) const {
    const auto it = m_editors.find(key);
    if (it == m_editors.end())
        return nullptr;
    const Editor& e = it->second;
    if (const auto* box = qobject_cast<const QSpinBox*>(e.widget))
        return e.none && box->value() == *e.none ? Json() : Json(box->value());
    if (const auto* box = qobject_cast<const QDoubleSpinBox*>(e.widget))
        return box->value();
    if (const auto* box = qobject_cast<const QCheckBox*>(e.widget))
        return box->isChecked();
    if (const auto* box = qobject_cast<const QComboBox*>(e.widget))
        return box->currentText().toStdString();
    return nullptr;
}

void MethodFields::apply(model::MethodSettings& settings) const {
    for (const std::string& key : m_order)
        if (const Json v = value(key); !v.is_null() && param(key).set)
            param(key).set(settings, v);
}

}  // namespace iometry::gui
