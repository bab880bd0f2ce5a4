#!/usr/bin/env python3
"""Finds import circles among a crate's modules (issue 46: "no import
circle among crates/cli's modules").

    scripts/module-circles.py crates/cli/src

Each .rs file is a module (`mod.rs`/`lib.rs` stand for their folder); an
edge goes from a module to the module a `crate::`, `super::` or `self::`
path in its code names (use groups expanded; comments and the
`#[cfg(test)] mod tests` block left out; a path into one's own parent
module is not an edge). Prints the counts and every circle (a strongly
connected component of more than one module); exits 1 when there is one.
Run by .ci/run.
"""
import os, re, sys
root=sys.argv[1]  # crates/cli/src
mods={}
for dp,_,fs in os.walk(root):
    for f in fs:
        if not f.endswith('.rs'): continue
        p=os.path.join(dp,f); rel=os.path.relpath(p,root)[:-3].split(os.sep)
        if rel[-1] in ('mod','lib','main'): rel=rel[:-1]
        mods['::'.join(rel)]=p
def resolve(cur, path):
    parts=path.split('::')
    if parts[0]=='crate': base=[]; parts=parts[1:]
    elif parts[0]=='super':
        base=cur.split('::') if cur else []
        # file module: super from file = parent
        while parts and parts[0]=='super':
            base=base[:-1]; parts=parts[1:]
    elif parts[0]=='self': base=cur.split('::') if cur else []; parts=parts[1:]
    else: return None
    best=None
    for i in range(len(parts),-1,-1):
        m='::'.join([b for b in base]+parts[:i])
        if m in mods: return m
    return None
edges={m:set() for m in mods}
for m,p in mods.items():
    s=open(p).read()
    i=s.find('#[cfg(test)]\nmod tests')
    if i<0: i=s.find('#[cfg(all(test')
    if i>=0: s=s[:i]
    s=re.sub(r'//.*','',s)
    # expand use groups roughly
    for u in re.finditer(r'\b((?:crate|super|self)(?:::\w+)+)(?:::\{([^}]*)\})?',s):
        base=u.group(1)
        targets=[base]
        if u.group(2):
            targets=[base+'::'+x.strip().split(' ')[0] for x in u.group(2).split(',') if x.strip()]
        for t in targets:
            r=resolve(m,t)
            if r is not None and r!=m and not m.startswith(r+'::') and r!='':
                edges[m].add(r)
# SCC
idx={};low={};st=[];on=set();out=[];c=[0]
sys.setrecursionlimit(10000)
def sc(v):
    idx[v]=low[v]=c[0];c[0]+=1;st.append(v);on.add(v)
    for w in edges[v]:
        if w not in idx: sc(w);low[v]=min(low[v],low[w])
        elif w in on: low[v]=min(low[v],idx[w])
    if low[v]==idx[v]:
        comp=[]
        while True:
            w=st.pop();on.discard(w);comp.append(w)
            if w==v:break
        if len(comp)>1: out.append(comp)
for v in mods:
    if v not in idx: sc(v)
print(len(mods),'modules',sum(len(e) for e in edges.values()),'edges',len(out),'circles')
for comp in out: print(sorted(comp))
sys.exit(1 if out else 0)
