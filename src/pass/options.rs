//! Typed pass options: declared once per pass (name, help, kind, default), parsed
//! from MLIR's `{key=value key2="v w" key3={a,b}}` syntax, read back typed.
//!
//! Mirrors MLIR's `Pass::Option` / `Pass::ListOption`
//! (<https://mlir.llvm.org/docs/PassManagement/#instance-specific-pass-options>).

use std::fmt;

use indexmap::IndexMap;

/// The kind of value an option takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    Int,
    String,
    /// One of the listed words.
    Enum(&'static [&'static str]),
    /// Comma-separated strings.
    List,
}

impl OptionKind {
    fn describe(self) -> String {
        match self {
            OptionKind::Bool => "bool".into(),
            OptionKind::Int => "int".into(),
            OptionKind::String => "string".into(),
            OptionKind::Enum(words) => words.join("|"),
            OptionKind::List => "list".into(),
        }
    }
}

/// The declaration of one option of a pass.
#[derive(Copy, Clone, Debug)]
pub struct OptionInfo {
    pub name: &'static str,
    pub help: &'static str,
    pub kind: OptionKind,
    /// The default, as text (empty for "none").
    pub default: &'static str,
}

impl OptionInfo {
    pub const fn new(
        name: &'static str,
        kind: OptionKind,
        default: &'static str,
        help: &'static str,
    ) -> Self {
        OptionInfo {
            name,
            help,
            kind,
            default,
        }
    }

    /// `name=<kind>  - help (default: x)` as `--help` shows it.
    pub fn help_line(&self) -> String {
        let default = if self.default.is_empty() {
            String::new()
        } else {
            format!(" (default: {})", self.default)
        };
        format!(
            "{}=<{}>  - {}{}",
            self.name,
            self.kind.describe(),
            self.help,
            default
        )
    }
}

/// An option error, worded for the command line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("no such option '{option}' for pass '{pass}'")]
    Unknown { pass: String, option: String },
    #[error("invalid value '{value}' for option '{option}' of pass '{pass}': expected {expected}")]
    BadValue {
        pass: String,
        option: String,
        value: String,
        expected: String,
    },
    #[error("malformed options for pass '{pass}': {message}")]
    Syntax { pass: String, message: String },
}

/// Parsed, validated option values of one pass instance.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    pass: String,
    values: IndexMap<String, String>,
}

impl fmt::Display for PassOptions {
    /// Prints in MLIR's pipeline syntax (`{a=1 b=x}`), empty when no option is set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.values.is_empty() {
            return Ok(());
        }
        f.write_str("{")?;
        for (i, (k, v)) in self.values.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            if v.contains(' ') && !v.starts_with('{') {
                write!(f, "{k}=\"{v}\"")?;
            } else {
                write!(f, "{k}={v}")?;
            }
        }
        f.write_str("}")
    }
}

impl PassOptions {
    /// Parses the text between `{` and `}` (or after `--pass=`), checking names
    /// and values against `decls`.
    pub fn parse(pass: &str, text: &str, decls: &[OptionInfo]) -> Result<Self, OptionError> {
        let mut values = IndexMap::new();
        for (key, value) in split_options(pass, text)? {
            let Some(decl) = decls.iter().find(|d| d.name == key) else {
                return Err(OptionError::Unknown {
                    pass: pass.into(),
                    option: key,
                });
            };
            let value = value.unwrap_or_else(|| {
                if decl.kind == OptionKind::Bool {
                    "true".into()
                } else {
                    String::new()
                }
            });
            check_value(pass, decl, &value)?;
            values.insert(key, value);
        }
        Ok(PassOptions {
            pass: pass.into(),
            values,
        })
    }

    /// Options with nothing set.
    pub fn empty(pass: &str) -> Self {
        PassOptions {
            pass: pass.into(),
            values: IndexMap::new(),
        }
    }

    /// Whether the option was given explicitly.
    pub fn is_set(&self, name: &str) -> bool {
        self.values.contains_key(name)
    }

    pub fn raw(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    pub fn bool(&self, name: &str, default: bool) -> bool {
        self.raw(name)
            .map_or(default, |v| matches!(v, "true" | "1" | "on"))
    }

    pub fn int(&self, name: &str, default: i64) -> i64 {
        self.raw(name)
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    }

    pub fn string<'a>(&'a self, name: &str, default: &'a str) -> &'a str {
        self.raw(name).unwrap_or(default)
    }

    pub fn list(&self, name: &str) -> Vec<String> {
        self.raw(name)
            .map(|v| {
                let v = v
                    .strip_prefix('{')
                    .and_then(|v| v.strip_suffix('}'))
                    .unwrap_or(v);
                v.split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    }
}

fn check_value(pass: &str, decl: &OptionInfo, value: &str) -> Result<(), OptionError> {
    let ok = match decl.kind {
        OptionKind::Bool => matches!(value, "true" | "false" | "1" | "0" | "on" | "off"),
        OptionKind::Int => value.parse::<i64>().is_ok(),
        OptionKind::String | OptionKind::List => true,
        OptionKind::Enum(words) => words.contains(&value),
    };
    if ok {
        Ok(())
    } else {
        Err(OptionError::BadValue {
            pass: pass.into(),
            option: decl.name.into(),
            value: value.into(),
            expected: decl.kind.describe(),
        })
    }
}

/// Splits `a=1 b="x y" c={p,q} flag` into key/value pairs.
fn split_options(pass: &str, text: &str) -> Result<Vec<(String, Option<String>)>, OptionError> {
    let syntax = |message: &str| OptionError::Syntax {
        pass: pass.into(),
        message: message.into(),
    };
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let key_start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() && bytes[i] != b'=' {
            i += 1;
        }
        let key = text[key_start..i].to_string();
        if key.is_empty() {
            return Err(syntax("expected an option name"));
        }
        if i >= bytes.len() || bytes[i] != b'=' {
            out.push((key, None));
            continue;
        }
        i += 1;
        let value = match bytes.get(i) {
            Some(b'"') | Some(b'\'') => {
                let quote = bytes[i];
                let start = i + 1;
                let end = text[start..]
                    .find(quote as char)
                    .ok_or_else(|| syntax("unterminated quoted value"))?;
                i = start + end + 1;
                text[start..start + end].to_string()
            }
            Some(b'{') => {
                let start = i;
                let mut depth = 0usize;
                loop {
                    match bytes.get(i) {
                        Some(b'{') => depth += 1,
                        Some(b'}') => {
                            depth -= 1;
                            if depth == 0 {
                                i += 1;
                                break;
                            }
                        }
                        Some(_) => {}
                        None => return Err(syntax("unbalanced '{' in value")),
                    }
                    i += 1;
                }
                text[start..i].to_string()
            }
            _ => {
                let start = i;
                while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                    i += 1;
                }
                text[start..i].to_string()
            }
        };
        out.push((key, Some(value)));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DECLS: &[OptionInfo] = &[
        OptionInfo::new("target-env", OptionKind::String, "", "target"),
        OptionInfo::new(
            "layout",
            OptionKind::Enum(&["relaxed", "gl", "scalar"]),
            "relaxed",
            "layout",
        ),
        OptionInfo::new("flag", OptionKind::Bool, "true", "a flag"),
        OptionInfo::new("n", OptionKind::Int, "3", "a number"),
        OptionInfo::new("names", OptionKind::List, "", "names"),
    ];

    #[test]
    fn parses_typed_values() {
        let o = PassOptions::parse(
            "p",
            "target-env=vulkan1.2 layout=gl flag=false n=7 names={a,b}",
            DECLS,
        )
        .unwrap();
        assert_eq!(o.string("target-env", ""), "vulkan1.2");
        assert_eq!(o.string("layout", "relaxed"), "gl");
        assert!(!o.bool("flag", true));
        assert_eq!(o.int("n", 3), 7);
        assert_eq!(o.list("names"), vec!["a", "b"]);
        assert_eq!(
            o.to_string(),
            "{target-env=vulkan1.2 layout=gl flag=false n=7 names={a,b}}"
        );
    }

    #[test]
    fn bare_bool_means_true_and_quotes_work() {
        let o = PassOptions::parse("p", "flag target-env=\"a b\"", DECLS).unwrap();
        assert!(o.bool("flag", false));
        assert_eq!(o.string("target-env", ""), "a b");
    }

    #[test]
    fn rejects_unknown_and_bad_values() {
        assert!(matches!(
            PassOptions::parse("p", "nope=1", DECLS),
            Err(OptionError::Unknown { .. })
        ));
        let err = PassOptions::parse("p", "layout=weird", DECLS).unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid value 'weird' for option 'layout' of pass 'p': expected relaxed|gl|scalar"
        );
        assert!(matches!(
            PassOptions::parse("p", "n=x", DECLS),
            Err(OptionError::BadValue { .. })
        ));
        assert!(matches!(
            PassOptions::parse("p", "names={a", DECLS),
            Err(OptionError::Syntax { .. })
        ));
    }
}
