//! The resources of a module and the global variables they become
//! (docs/hlsl-dialect.md, docs/lowering-hlsl-to-spirv.md).
//!
//! Handle ops with the same `name`, `space`, `lower_bound` (or `order_id`) and
//! `range_size` denote one resource: one `spirv.GlobalVariable`, one binding.
//! A counter handle (`counterhandlefrom*binding`) adds the
//! resource's counter, `<name>_counter`, in the resource's set; the handles of
//! `hlsl.handlefromheap` read DXC's emulated descriptor heaps (one unbounded
//! array per resource type, all at the heap's binding); system values read
//! built-in `Input` variables.
//!
//! [`collect`] gathers all of them, checks each against the target (with
//! diagnostics naming the resource, its type, and what the target lacks),
//! assigns bindings ([`crate::bindings`]) and names the variables after the
//! resources, uniqued with a `_N` suffix among each other and the module's
//! functions.

use dialect_func::FuncOp;
use dialect_hlsl::entry_point::{numthreads, shader_stage};
use dialect_hlsl::ops::{
    CounterHandleFromBindingOp, CounterHandleFromImplicitBindingOp, HandleFromBindingOp,
    HandleFromHeapOp, HandleFromImplicitBindingOp, SystemValueOp,
};
use dialect_hlsl::stage::Stage;
use dialect_hlsl::types::HandleType;
use dialect_spirv::availability::{GrammarEnum, Requirements, Version};
use rustc_hash::{FxHashMap, FxHashSet};
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, OpId, Type, Value};
use shader_mlir::rewrite::{MatchFailure, OrFail};
use spirv::{BuiltIn, Capability, Decoration, ExecutionModel, StorageClass};

use crate::bindings::{BindingError, BindingRequest, Placement, assign_bindings};
use crate::resource_types::image::capability_requirements;
use crate::resource_types::{ResourceType, ResourceTypeError, ResourceTypes};
use crate::settings::Settings;
use crate::system_values;

/// A global variable the lowering creates.
#[derive(Clone, Debug)]
pub struct Global {
    pub symbol: String,
    /// The variable's pointer type.
    pub ty: Type,
    /// `(set, binding)`.
    pub binding: Option<(u32, u32)>,
    pub built_in: Option<BuiltIn>,
    /// The global holding this buffer's counter, for `counter_buffer`.
    pub counter_buffer: Option<usize>,
    /// `globallycoherent`: the `Coherent` decoration.
    pub coherent: bool,
    /// The `Location` of a stage input or output.
    pub location: Option<u32>,
    /// The `Flat` decoration (integer pixel-shader inputs).
    pub flat: bool,
}

impl Global {
    /// A global without binding, built-in or decorations.
    pub(crate) fn plain(symbol: String, ty: Type) -> Self {
        Global {
            symbol,
            ty,
            binding: None,
            built_in: None,
            counter_buffer: None,
            coherent: false,
            location: None,
            flat: false,
        }
    }
}

/// How a handle op reads its variable.
#[derive(Clone, Copy, Debug)]
pub struct HandleUse {
    pub global: usize,
    /// The index into an array of resources, `None` for a single one.
    pub index: Option<Value>,
    /// The index is not dynamically uniform: `NonUniform` on the access.
    pub non_uniform: bool,
    /// The handle's pointer type.
    pub pointer: Type,
}

/// An entry point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryPoint {
    pub name: String,
    pub model: ExecutionModel,
    /// The thread group size of a compute entry point.
    pub numthreads: Option<[u32; 3]>,
    /// A pixel entry point writing `SV_Depth`.
    pub depth_replacing: bool,
    /// The `Input` and `Output` globals of a vertex or pixel entry point, in
    /// the order of its arguments and results.
    pub inputs: Vec<usize>,
    pub outputs: Vec<usize>,
    /// A pixel entry point accessing rasterizer-ordered views: its body runs
    /// inside the fragment shader interlock.
    pub interlock: bool,
}

/// Everything the patterns and the module assembly need to know about the
/// module's resources.
#[derive(Debug, Default)]
pub struct ResourceTable {
    pub globals: Vec<Global>,
    /// Handle ops (bindings, counters, heaps) and how each reads its global.
    pub handles: FxHashMap<OpId, HandleUse>,
    /// `hlsl.system_value` (and wave lane index and count) ops and the
    /// built-in global each loads.
    pub system_values: FxHashMap<OpId, usize>,
    pub entry_points: Vec<EntryPoint>,
    /// What the resources need beyond what their types show, with what
    /// needs it.
    pub requirements: Vec<(String, Requirements)>,
    /// Module-scope memory (`memref.global` variables) by memref symbol:
    /// its global ([`crate::memory::add_globals`]).
    pub memory: FxHashMap<String, usize>,
    /// `static const` tables (constant `memref.global`s with an initial
    /// value) by memref symbol: the initial value and the memref type.
    pub tables: FxHashMap<String, (Attribute, Type)>,
    /// `hlsl.push_constant.load` ops and the push-constant variable each
    /// reads ([`crate::vulkan_inputs`]).
    pub push_constants: FxHashMap<OpId, usize>,
    /// The module's specialization constants and, per `hlsl.spec_constant`
    /// op, the one it references ([`crate::vulkan_inputs`]).
    pub spec_constants: Vec<crate::vulkan_inputs::SpecConstant>,
    pub spec_constant_uses: FxHashMap<OpId, usize>,
}

impl ResourceTable {
    /// The built-in variable the `hlsl.system_value` op `op` loads.
    pub fn system_value_of(&self, op: OpId) -> Result<&Global, MatchFailure> {
        self.global_of(&self.system_values, op)
            .or_fail("system value without a variable")
    }

    /// The push-constant variable the `hlsl.push_constant.load` op `op` reads.
    pub fn push_constants_of(&self, op: OpId) -> Result<&Global, MatchFailure> {
        self.global_of(&self.push_constants, op)
            .or_fail("push-constant load without a variable")
    }

    /// The global that `uses` records for `op`.
    fn global_of(&self, uses: &FxHashMap<OpId, usize>, op: OpId) -> Option<&Global> {
        uses.get(&op).map(|&global| &self.globals[global])
    }

    /// The specialization constant the `hlsl.spec_constant` op `op` reads.
    pub fn spec_constant_of(
        &self,
        op: OpId,
    ) -> Result<&crate::vulkan_inputs::SpecConstant, MatchFailure> {
        let index = self.spec_constant_uses.get(&op);
        index
            .and_then(|&index| self.spec_constants.get(index))
            .or_fail("specialization constant without a declaration")
    }
}

/// One binding op's declaration of a resource.
struct Declaration {
    name: String,
    space: u32,
    /// `lower_bound` (explicit) or `order_id` (implicit).
    placement: Placement,
    range_size: u32,
    index: Value,
    non_uniform: bool,
}

/// Identity of a resource (docs/hlsl-dialect.md, "Resource identity"): binding ops
/// with the same name, space, lower bound or order id, and range size.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct ResourceKey {
    name: String,
    space: u32,
    placement: Placement,
    range_size: u32,
}

impl Declaration {
    fn key(&self) -> ResourceKey {
        ResourceKey {
            name: self.name.clone(),
            space: self.space,
            placement: self.placement,
            range_size: self.range_size,
        }
    }
}

struct ResourceEntry {
    name: String,
    handle_type: Type,
    ty: ResourceType,
    space: u32,
    placement: Placement,
    range_size: u32,
    op: OpId,
    coherent: bool,
    counter: Option<usize>,
}

struct CounterEntry {
    main: usize,
    placement: Placement,
    op: OpId,
}

struct HeapEntry {
    sampler: bool,
    ty: ResourceType,
    op: OpId,
}

struct Collector<'a> {
    ir: &'a Ir,
    settings: &'a Settings,
    types: ResourceTypes<'a>,
    resources: Vec<ResourceEntry>,
    by_key: FxHashMap<ResourceKey, usize>,
    counters: Vec<CounterEntry>,
    heaps: Vec<HeapEntry>,
    /// The built-in `Input` variables system values and wave lane queries
    /// read, with their value types.
    built_ins: Vec<(BuiltIn, Type)>,
    /// Handle op -> what it reads, before globals are numbered.
    uses: Vec<(OpId, Source, Option<Value>, bool, Type)>,
    system_value_uses: Vec<(OpId, usize)>,
    /// Binding op -> its resource, for counters.
    binding_ops: FxHashMap<OpId, (usize, Option<Value>, bool)>,
    requirements: Vec<(String, Requirements)>,
    entry_points: Vec<EntryPoint>,
    function_names: Vec<String>,
    /// The stage variables of vertex and pixel entry points: (entry point
    /// index, is input, variable).
    stage_variables: Vec<(usize, bool, crate::stage_io::StageVariable)>,
    reported_types: FxHashSet<Type>,
    diagnostics: Vec<Diagnostic>,
}

#[derive(Clone, Copy, Debug)]
enum Source {
    Resource(usize),
    Counter(usize),
    Heap(usize),
}

/// Whether `op` is an op of the `hlsl` dialect.
pub fn is_hlsl_op(ir: &Ir, op: OpId) -> bool {
    ir.op_name_str(op)
        .split_once('.')
        .is_some_and(|(dialect, _)| dialect == dialect_hlsl::DIALECT.name)
}

/// Collects the resources of `module`, checks them against the target and
/// assigns bindings and names.
pub fn collect(
    ir: &Ir,
    module: OpId,
    settings: &Settings,
) -> Result<ResourceTable, Vec<Diagnostic>> {
    let mut collector = Collector {
        ir,
        settings,
        types: ResourceTypes::new(ir.ctx(), settings),
        resources: Vec::new(),
        by_key: FxHashMap::default(),
        counters: Vec::new(),
        heaps: Vec::new(),
        built_ins: Vec::new(),
        uses: Vec::new(),
        system_value_uses: Vec::new(),
        binding_ops: FxHashMap::default(),
        requirements: Vec::new(),
        entry_points: Vec::new(),
        function_names: Vec::new(),
        stage_variables: Vec::new(),
        reported_types: FxHashSet::default(),
        diagnostics: Vec::new(),
    };
    for op in ir.walk_collect(module) {
        collector.visit(op);
    }
    // Bindings are checked even when some resources failed, so that every
    // problem is reported at once.
    let mut diagnostics = std::mem::take(&mut collector.diagnostics);
    match collector.finish() {
        Ok(table) if diagnostics.is_empty() => Ok(table),
        Ok(_) => Err(diagnostics),
        Err(more) => {
            diagnostics.extend(more);
            Err(diagnostics)
        }
    }
}

impl Collector<'_> {
    fn visit(&mut self, op: OpId) {
        let ir = self.ir;
        if let Some(binding) = HandleFromBindingOp::cast(ir, op) {
            self.resource(
                op,
                Declaration {
                    name: binding.name(ir).to_owned(),
                    space: binding.space(ir),
                    placement: Placement::Explicit(binding.lower_bound(ir)),
                    range_size: binding.range_size(ir),
                    index: binding.index(ir),
                    non_uniform: binding.non_uniform(ir),
                },
            )
        } else if let Some(binding) = HandleFromImplicitBindingOp::cast(ir, op) {
            self.resource(
                op,
                Declaration {
                    name: binding.name(ir).to_owned(),
                    space: binding.space(ir),
                    placement: Placement::Implicit {
                        order_id: binding.order_id(ir),
                    },
                    range_size: binding.range_size(ir),
                    index: binding.index(ir),
                    non_uniform: binding.non_uniform(ir),
                },
            )
        } else if let Some(counter) = CounterHandleFromBindingOp::cast(ir, op) {
            let placement = Placement::Explicit(counter.binding(ir));
            self.counter(op, counter.handle(ir), counter.space(ir), placement)
        } else if let Some(counter) = CounterHandleFromImplicitBindingOp::cast(ir, op) {
            let placement = Placement::Implicit {
                order_id: counter.order_id(ir),
            };
            self.counter(op, counter.handle(ir), counter.space(ir), placement)
        } else if let Some(heap) = HandleFromHeapOp::cast(ir, op) {
            self.heap(
                op,
                heap.index(ir),
                heap.non_uniform(ir),
                heap.is_sampler_heap(ir),
            );
        } else if let Some(sv) = SystemValueOp::cast(ir, op) {
            let value = sv.system_value(ir);
            let built_in = (system_values::built_in(value), value.value_type(ir.ctx()));
            let index = self.built_in(built_in);
            self.system_value_uses.push((op, index));
        } else if let Some(built_in) = crate::patterns::wave::lane_built_in(ir, op) {
            let index = self.built_in((built_in, ir.ctx().common().i32));
            self.system_value_uses.push((op, index));
        } else if FuncOp::isa(ir, op) {
            self.function(op);
        }
        if is_hlsl_op(ir, op) && ir.ancestor_where(op, |p| FuncOp::isa(ir, p)).is_none() {
            let message = format!(
                "must be inside a '{}' to be lowered to SPIR-V",
                FuncOp::NAME
            );
            self.diagnostics.push(ir.op_error(op, message));
        }
    }

    fn function(&mut self, op: OpId) {
        let ir = self.ir;
        let name = FuncOp(op).sym_name(ir).to_owned();
        match shader_stage(ir, op) {
            Some(Stage::Compute) => match numthreads(ir, op) {
                Some(numthreads) => self.entry_points.push(EntryPoint {
                    name: name.clone(),
                    model: ExecutionModel::GLCompute,
                    numthreads: Some(numthreads),
                    depth_replacing: false,
                    inputs: Vec::new(),
                    outputs: Vec::new(),
                    interlock: false,
                }),
                None => self
                    .diagnostics
                    .push(ir.op_error(op, "compute entry point needs 'hlsl.numthreads'")),
            },
            Some(stage) => {
                let interface = crate::stage_io::interface(ir, FuncOp(op), stage);
                let reached = crate::stage_io::reached_functions(ir, op);
                let interlock =
                    stage == Stage::Pixel && crate::stage_io::accesses_rov(ir, &reached);
                if interlock {
                    self.require_capability(
                        op,
                        &format!("entry point '@{name}'"),
                        "the fragment shader interlock of rasterizer-ordered views",
                        &[Capability::FragmentShaderPixelInterlockEXT],
                    );
                }
                let entry = self.entry_points.len();
                self.entry_points.push(EntryPoint {
                    name: name.clone(),
                    model: crate::stage_io::execution_model(stage),
                    numthreads: None,
                    depth_replacing: interface.depth_replacing,
                    inputs: Vec::new(),
                    outputs: Vec::new(),
                    interlock,
                });
                let all = interface
                    .inputs
                    .into_iter()
                    .map(|v| (true, v))
                    .chain(interface.outputs.into_iter().map(|v| (false, v)));
                for (input, variable) in all {
                    if let Some((what, caps)) = variable.needs {
                        self.require_capability(op, &format!("entry point '@{name}'"), what, caps);
                    }
                    self.stage_variables.push((entry, input, variable));
                }
            }
            None => {}
        }
        self.function_names.push(name);
    }

    /// The index of the built-in variable `built_in` (added when new).
    fn built_in(&mut self, built_in: (BuiltIn, Type)) -> usize {
        match self.built_ins.iter().position(|&b| b == built_in) {
            Some(i) => i,
            None => {
                self.built_ins.push(built_in);
                self.built_ins.len() - 1
            }
        }
    }

    /// An entry point of another stage than pixel whose call tree reaches
    /// the function holding `op`.
    fn non_pixel_entry_reaching(&self, op: OpId) -> Option<(Stage, String)> {
        let ir = self.ir;
        let function = ir.ancestor_where(op, |p| FuncOp::isa(ir, p))?;
        let module = ir.parent_op(function)?;
        let body = crate::assemble::body(ir, module)?;
        ir.block_ops(body).find_map(|entry| {
            let stage = shader_stage(ir, entry).filter(|&s| s != Stage::Pixel)?;
            let reached = crate::stage_io::reached_functions(ir, entry);
            reached.contains(&function).then(|| {
                let name = FuncOp(entry).sym_name(ir).to_owned();
                (stage, name)
            })
        })
    }

    /// The lowered type of a handle type, or a diagnostic at `op` (once per
    /// type) naming `what`.
    fn lower(&mut self, op: OpId, ty: Type, what: &str) -> Option<ResourceType> {
        let ctx = self.ir.ctx();
        let Some(handle) = HandleType::of(ctx, ty) else {
            self.diagnostics.push(self.ir.op_error(
                op,
                format!(
                    "result must be an !hlsl.handle, got '{}'",
                    type_to_string(ctx, ty)
                ),
            ));
            return None;
        };
        if handle.properties.rov
            && let Some((stage, entry)) = self.non_pixel_entry_reaching(op)
        {
            self.diagnostics.push(self.ir.op_error(
                op,
                format!(
                    "{what} of type '{}' is a rasterizer ordered view: its accesses lower inside \
                     BeginInvocationInterlockEXT/EndInvocationInterlockEXT (SPV_EXT_fragment_shader_interlock), which \
                     only fragment shaders have, and the {} entry point '@{entry}' reaches it",
                    type_to_string(ctx, ty),
                    stage.name()
                ),
            ));
            return None;
        }
        match self.types.lower(handle) {
            Ok(lowered) => Some(lowered),
            Err(error) => {
                self.report_type_error(op, ty, what, &error);
                None
            }
        }
    }

    fn report_type_error(&mut self, op: OpId, ty: Type, what: &str, error: &ResourceTypeError) {
        if self.reported_types.insert(ty) {
            let message = format!(
                "{what} of type '{}' cannot be lowered to SPIR-V: {}",
                type_to_string(self.ir.ctx(), ty),
                error.explain(&self.settings.env_name)
            );
            self.diagnostics.push(self.ir.op_error(op, message));
        }
    }

    /// Checks `requirements` of `what` for the resource at `op`; records them.
    /// Records that `op` uses `source` (at `index` into an array), non-uniform
    /// only when indexed, through a pointer of type `pointer`.
    fn record_use(
        &mut self,
        op: OpId,
        source: Source,
        index: Option<Value>,
        non_uniform: bool,
        pointer: Type,
    ) {
        let non_uniform = non_uniform && index.is_some();
        self.uses.push((op, source, index, non_uniform, pointer));
    }

    fn require(&mut self, op: OpId, resource: &str, what: &str, requirements: Requirements) {
        match crate::resource_types::error::require(&self.settings.env, what, &requirements) {
            Ok(()) => self.requirements.push((what.to_owned(), requirements)),
            Err(error) => self.diagnostics.push(self.ir.op_error(
                op,
                format!(
                    "{resource} cannot be lowered to SPIR-V: {}",
                    error.explain(&self.settings.env_name)
                ),
            )),
        }
    }

    /// Checks one of `capabilities` (what `what` of `owner` at `op` needs,
    /// named in a diagnostic before its extension); records it.
    fn require_capability(
        &mut self,
        op: OpId,
        owner: &str,
        what: &str,
        capabilities: &'static [Capability],
    ) {
        match crate::resource_types::error::require_capability(
            &self.settings.env,
            what,
            capabilities,
        ) {
            Ok(requirements) => self.requirements.push((what.to_owned(), requirements)),
            Err(error) => self.diagnostics.push(self.ir.op_error(
                op,
                format!(
                    "{owner} cannot be lowered to SPIR-V: {}",
                    error.explain(&self.settings.env_name)
                ),
            )),
        }
    }

    fn resource(&mut self, op: OpId, declaration: Declaration) {
        let key = declaration.key();
        let Declaration {
            name,
            space,
            placement,
            range_size,
            index,
            non_uniform,
        } = declaration;
        let ir = self.ir;
        let handle_type = ir.value_type(ir.result(op, 0));
        let what = format!("resource '{name}'");
        let index_value = (range_size != 1).then_some(index);
        let resource = match self.by_key.get(&key) {
            Some(&existing) => {
                let first = &self.resources[existing];
                if first.handle_type != handle_type {
                    let message = format!(
                        "{what} is declared with type '{}' here and with type '{}' elsewhere",
                        type_to_string(ir.ctx(), handle_type),
                        type_to_string(ir.ctx(), first.handle_type)
                    );
                    let first_op = first.op;
                    let mut diag = ir.op_error(op, message);
                    diag.attach_note(
                        ir.ctx().diag_location(ir.op_loc(first_op)),
                        "first declared here",
                    );
                    self.diagnostics.push(diag);
                    return;
                }
                existing
            }
            None => {
                let Some(ty) = self.lower(op, handle_type, &what) else {
                    return;
                };
                if !ty.requirements.is_empty() {
                    self.requirements
                        .push((what.clone(), ty.requirements.clone()));
                }
                if range_size == 0 {
                    self.require(
                        op,
                        &what,
                        "an unbounded array of resources",
                        runtime_array_requirements(),
                    );
                }
                let coherent =
                    HandleType::of(ir.ctx(), handle_type).is_some_and(|h| h.properties.coherent);
                self.resources.push(ResourceEntry {
                    name,
                    handle_type,
                    ty,
                    space,
                    placement,
                    range_size,
                    op,
                    coherent,
                    counter: None,
                });
                self.by_key.insert(key, self.resources.len() - 1);
                self.resources.len() - 1
            }
        };
        if non_uniform && index_value.is_some() {
            let caps = self.resources[resource]
                .ty
                .non_uniform_indexing_capability();
            self.require(
                op,
                &what,
                "a non-uniform index into an array of resources",
                non_uniform_requirements(caps),
            );
        }
        let pointer = self.resources[resource].ty.pointer(ir.ctx());
        self.binding_ops
            .insert(op, (resource, index_value, non_uniform));
        self.record_use(
            op,
            Source::Resource(resource),
            index_value,
            non_uniform,
            pointer,
        );
    }

    fn counter(&mut self, op: OpId, main: Value, space: u32, placement: Placement) {
        let ir = self.ir;
        let main_op = ir.defining_op(main);
        let Some(&(resource, index, non_uniform)) = main_op.and_then(|m| self.binding_ops.get(&m))
        else {
            // A binding op that is not recorded was already reported.
            let is_binding_op = main_op.is_some_and(|m| {
                HandleFromBindingOp::cast(ir, m).is_some()
                    || HandleFromImplicitBindingOp::cast(ir, m).is_some()
            });
            if !is_binding_op {
                self.diagnostics.push(ir.op_error(
                    op,
                    "the main handle of a counter must be the result of 'hlsl.handlefrombinding' or \
                     'hlsl.handlefromimplicitbinding' in the same function",
                ));
            }
            return;
        };
        let entry = &self.resources[resource];
        if entry.space != space {
            self.diagnostics.push(ir.op_error(
                op,
                format!(
                    "counter of resource '{}' is in space {space}, but a counter lives in its resource's space {}",
                    entry.name, entry.space
                ),
            ));
            return;
        }
        let counter = match entry.counter {
            Some(existing) => {
                if self.counters[existing].placement != placement {
                    let first = self.counters[existing].op;
                    let mut diag = ir.op_error(
                        op,
                        format!(
                            "counter of resource '{}' is bound differently here than before",
                            entry.name
                        ),
                    );
                    diag.attach_note(ir.ctx().diag_location(ir.op_loc(first)), "first bound here");
                    self.diagnostics.push(diag);
                    return;
                }
                existing
            }
            None => {
                self.counters.push(CounterEntry {
                    main: resource,
                    placement,
                    op,
                });
                let index = self.counters.len() - 1;
                self.resources[resource].counter = Some(index);
                index
            }
        };
        let pointer = self.types.counter().pointer(ir.ctx());
        self.record_use(op, Source::Counter(counter), index, non_uniform, pointer);
    }

    fn heap(&mut self, op: OpId, index: Value, non_uniform: bool, sampler: bool) {
        let ir = self.ir;
        let handle_type = ir.value_type(ir.result(op, 0));
        let what = if sampler {
            "sampler heap element"
        } else {
            "resource heap element"
        };
        let Some(ty) = self.lower(op, handle_type, what) else {
            return;
        };
        if matches!(ty.kind, crate::resource_types::ResourceKind::Counter) {
            self.diagnostics
                .push(ir.op_error(op, "descriptor heaps hold no counter handles"));
            return;
        }
        self.require(
            op,
            what,
            "a descriptor heap (an unbounded array of resources)",
            runtime_array_requirements(),
        );
        if non_uniform {
            self.require(
                op,
                what,
                "a non-uniform index into a descriptor heap",
                non_uniform_requirements(ty.non_uniform_indexing_capability()),
            );
        }
        let pointer = ty.pointer(ir.ctx());
        let heap = match self
            .heaps
            .iter()
            .position(|h| h.sampler == sampler && h.ty.pointee == ty.pointee)
        {
            Some(i) => i,
            None => {
                if !ty.requirements.is_empty() {
                    self.requirements
                        .push((what.to_owned(), ty.requirements.clone()));
                }
                self.heaps.push(HeapEntry { sampler, ty, op });
                self.heaps.len() - 1
            }
        };
        self.uses
            .push((op, Source::Heap(heap), Some(index), non_uniform, pointer));
    }

    fn finish(mut self) -> Result<ResourceTable, Vec<Diagnostic>> {
        let ir = self.ir;
        let ctx = ir.ctx();
        // Bindings: resources, counters, then the heaps in set 0.
        let mut requests: Vec<BindingRequest> = self
            .resources
            .iter()
            .map(|r| BindingRequest {
                set: r.space,
                placement: r.placement,
            })
            .chain(self.counters.iter().map(|c| BindingRequest {
                set: self.resources[c.main].space,
                placement: c.placement,
            }))
            .collect();
        let heap_kinds = [false, true]
            .into_iter()
            .filter(|&s| self.heaps.iter().any(|h| h.sampler == s));
        let heap_requests: Vec<bool> = heap_kinds.collect();
        requests.extend(heap_requests.iter().map(|_| BindingRequest {
            set: 0,
            placement: Placement::Last,
        }));
        let bindings = match assign_bindings(&requests) {
            Ok(bindings) => bindings,
            Err(error) => return Err(self.binding_diagnostics(error, &heap_requests)),
        };
        let resource_count = self.resources.len();
        let counter_count = self.counters.len();

        let mut names = SymbolNames::new(&self.function_names);
        let mut globals: Vec<Global> = Vec::new();
        let mut resource_globals = vec![0; resource_count];
        let mut counter_globals = vec![0; counter_count];
        for (i, resource) in self.resources.iter().enumerate() {
            let base = if resource.name.is_empty() {
                "resource"
            } else {
                resource.name.as_str()
            };
            resource_globals[i] = globals.len();
            globals.push(Global {
                symbol: names.unique(base),
                ty: resource.ty.variable_type(ctx, resource.range_size),
                binding: Some((resource.space, bindings[i])),
                built_in: None,
                counter_buffer: None,
                coherent: resource.coherent,
                location: None,
                flat: false,
            });
            if let Some(counter) = resource.counter {
                counter_globals[counter] = globals.len();
                globals.push(Global {
                    symbol: names.unique(&format!("{base}_counter")),
                    ty: self.types.counter().variable_type(ctx, resource.range_size),
                    binding: Some((resource.space, bindings[resource_count + counter])),
                    built_in: None,
                    counter_buffer: None,
                    coherent: false,
                    location: None,
                    flat: false,
                });
                if self.settings.counter_buffer_decoration {
                    globals[resource_globals[i]].counter_buffer = Some(counter_globals[counter]);
                }
            }
        }
        if self.settings.counter_buffer_decoration && !self.counters.is_empty() {
            self.requirements.push((
                "the CounterBuffer decoration".to_owned(),
                counter_buffer_requirements(self.settings),
            ));
        }
        let mut heap_globals = vec![0; self.heaps.len()];
        for (i, heap) in self.heaps.iter().enumerate() {
            let base = if heap.sampler {
                "SamplerDescriptorHeap"
            } else {
                "ResourceDescriptorHeap"
            };
            let slot = heap_requests
                .iter()
                .position(|&s| s == heap.sampler)
                .unwrap_or(0);
            heap_globals[i] = globals.len();
            globals.push(Global {
                symbol: names.unique(base),
                ty: heap.ty.variable_type(ctx, 0),
                binding: Some((0, bindings[resource_count + counter_count + slot])),
                built_in: None,
                counter_buffer: None,
                coherent: false,
                location: None,
                flat: false,
            });
        }
        let mut built_in_globals = Vec::with_capacity(self.built_ins.len());
        for &(built_in, value_type) in &self.built_ins {
            built_in_globals.push(globals.len());
            globals.push(Global {
                symbol: names.unique(&system_values::variable_name(built_in)),
                ty: dialect_spirv::types::PointerType::get(ctx, value_type, StorageClass::Input),
                binding: None,
                built_in: Some(built_in),
                counter_buffer: None,
                coherent: false,
                location: None,
                flat: false,
            });
        }
        for (entry, input, variable) in &self.stage_variables {
            let index = globals.len();
            let entry_point = &mut self.entry_points[*entry];
            if *input {
                entry_point.inputs.push(index);
            } else {
                entry_point.outputs.push(index);
            }
            let ty = crate::stage_io::variable_type(ctx, variable, *input);
            let mut global = Global::plain(names.unique(&variable.name), ty);
            global.built_in = variable.built_in;
            global.location = variable.location;
            global.flat = variable.flat;
            globals.push(global);
        }
        let handles = self
            .uses
            .iter()
            .map(|&(op, source, index, non_uniform, pointer)| {
                let global = match source {
                    Source::Resource(i) => resource_globals[i],
                    Source::Counter(i) => counter_globals[i],
                    Source::Heap(i) => heap_globals[i],
                };
                (
                    op,
                    HandleUse {
                        global,
                        index,
                        non_uniform,
                        pointer,
                    },
                )
            })
            .collect();
        let system_values = self
            .system_value_uses
            .iter()
            .map(|&(op, i)| (op, built_in_globals[i]))
            .collect();
        Ok(ResourceTable {
            globals,
            handles,
            system_values,
            entry_points: self.entry_points,
            requirements: self.requirements,
            memory: FxHashMap::default(),
            tables: FxHashMap::default(),
            push_constants: FxHashMap::default(),
            spec_constants: Vec::new(),
            spec_constant_uses: FxHashMap::default(),
        })
    }

    /// What each binding request of [`Collector::finish`] is, and where.
    fn request_owners(&self, heap_requests: &[bool]) -> Vec<(String, OpId)> {
        let resources = self
            .resources
            .iter()
            .map(|r| (format!("resource '{}'", r.name), r.op));
        let counters = self.counters.iter().map(|c| {
            (
                format!("the counter of resource '{}'", self.resources[c.main].name),
                c.op,
            )
        });
        let heaps = heap_requests.iter().filter_map(|&sampler| {
            let heap = self.heaps.iter().find(|h| h.sampler == sampler)?;
            let name = if sampler {
                "the sampler descriptor heap"
            } else {
                "the resource descriptor heap"
            };
            Some((name.to_owned(), heap.op))
        });
        resources.chain(counters).chain(heaps).collect()
    }

    fn binding_diagnostics(&self, error: BindingError, heap_requests: &[bool]) -> Vec<Diagnostic> {
        let ir = self.ir;
        let owners = self.request_owners(heap_requests);
        match error {
            BindingError::Conflicts(conflicts) => conflicts
                .into_iter()
                .map(|c| {
                    let (first, first_op) = &owners[c.first];
                    let (second, second_op) = &owners[c.second];
                    let mut diag = ir.op_error(
                        *second_op,
                        format!(
                            "{second} is bound to descriptor set {}, binding {}, which {first} already uses",
                            c.set, c.binding
                        ),
                    );
                    diag.attach_note(ir.ctx().diag_location(ir.op_loc(*first_op)), format!("{first} is bound here"));
                    diag
                })
                .collect(),
            BindingError::Exhausted { request, set } => {
                let (what, op) = &owners[request];
                vec![ir.op_error(*op, format!("{what} finds no free binding in descriptor set {set}"))]
            }
        }
    }
}

/// `OpDecorateId ... CounterBuffer`: core from SPIR-V 1.4, which a target
/// that has it gets (Vulkan enables `SPV_GOOGLE_hlsl_functionality1` only as
/// a device extension), else through the extension.
fn counter_buffer_requirements(settings: &Settings) -> Requirements {
    if settings.env.version() >= Version::V1_4 {
        Requirements {
            min_version: Version::V1_4,
            ..Requirements::new()
        }
    } else {
        let mut needed = Requirements::of_op(spirv::Op::DecorateId);
        needed.add_all(&Decoration::CounterBuffer.requirements().unwrap_or_default());
        needed
    }
}

/// `RuntimeDescriptorArray` (core in SPIR-V 1.5, else `SPV_EXT_descriptor_indexing`).
fn runtime_array_requirements() -> Requirements {
    capability_requirements(&[Capability::RuntimeDescriptorArray])
}

/// `ShaderNonUniform` and the array's non-uniform indexing capability.
fn non_uniform_requirements(indexing: &'static [Capability]) -> Requirements {
    let mut requirements = capability_requirements(&[Capability::ShaderNonUniform]);
    requirements.add_all(&capability_requirements(indexing));
    requirements.add_all(&Decoration::NonUniform.requirements().unwrap_or_default());
    requirements
}

/// Symbol names, uniqued with `_0`, `_1`, ... (MLIR's `SymbolTable` renaming).
pub(crate) struct SymbolNames {
    used: FxHashSet<String>,
}

impl SymbolNames {
    pub(crate) fn new(reserved: &[String]) -> Self {
        SymbolNames {
            used: reserved.iter().cloned().collect(),
        }
    }

    pub(crate) fn unique(&mut self, base: &str) -> String {
        if self.used.insert(base.to_owned()) {
            return base.to_owned();
        }
        (0u64..)
            .map(|i| format!("{base}_{i}"))
            .find(|candidate| !self.used.contains(candidate))
            .inspect(|name| {
                self.used.insert(name.clone());
            })
            .unwrap_or_else(|| base.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_uniqued_with_a_suffix() {
        let mut names = SymbolNames::new(&["main".to_owned()]);
        assert_eq!(names.unique("Buf"), "Buf");
        assert_eq!(names.unique("Buf"), "Buf_0");
        assert_eq!(names.unique("main"), "main_0");
        assert_eq!(names.unique("Buf"), "Buf_1");
        assert_eq!(names.unique("Buf_0"), "Buf_0_0");
    }
}
