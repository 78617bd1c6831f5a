//! Unit tests of the resource data model.

mod dx;
mod layout;
mod objects;
mod rules;
