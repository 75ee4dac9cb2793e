"""Generates the kyc.proto stubs into a temporary folder (grpc_tools.protoc) and imports them.

The stubs are never committed: both the back-end and the adapter call `load()` at start, which
compiles kyc.proto beside this file, imports kyc_pb2 and kyc_pb2_grpc, and removes the folder.
"""

import importlib
import os
import shutil
import sys
import tempfile


def load():
    """Returns (kyc_pb2, kyc_pb2_grpc), or exits with one line saying what is missing."""
    try:
        from grpc_tools import protoc
    except ImportError:
        sys.exit("grpcio-tools is not installed (python3 -m pip install grpcio grpcio-tools)")
    here = os.path.dirname(os.path.abspath(__file__))
    folder = tempfile.mkdtemp(prefix="kyc-stubs-")
    try:
        status = protoc.main(["grpc_tools.protoc", f"-I{here}", f"--python_out={folder}", f"--grpc_python_out={folder}",
                              os.path.join(here, "kyc.proto")])
        if status != 0:
            sys.exit(f"grpc_tools.protoc could not compile {os.path.join(here, 'kyc.proto')} (status {status})")
        sys.path.insert(0, folder)
        try:
            return importlib.import_module("kyc_pb2"), importlib.import_module("kyc_pb2_grpc")
        finally:
            sys.path.remove(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
