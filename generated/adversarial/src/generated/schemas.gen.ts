// generated — do not edit. Source: ../../specs/adversarial.yaml. Regenerate with `npm run generate`.
// JSON Schemas exactly as advertised in tools/list, each distinct one wrapped once per process (validators compile on
// first use).
import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';
import type {
  ArgumentsInput,
  AwaitInput,
  ClassInput,
  ClassOutput,
  ConstructorInput,
  ConstructorOutput,
  DefaultInput,
  DeleteInput,
  DeleteOutput,
  EsModuleInput,
  EvalInput,
  HasOwnPropertyInput,
  HostileStringsInput,
  HostileStringsOutput,
  ProtoInput,
  ProtoOutput,
  ShapesInput,
  ShapesOutput,
  ThenInput,
  ToStringInput,
  UnionOutInput,
  UnionOutOutput,
  UsersInput,
  UsersOutput,
} from './types.gen.js';

/** Definitions that several schemas below embed under $defs: printed once, shared by reference. */
const sharedDefs: Readonly<Record<string, unknown>> = {
  simple_user: {
    type: "string",
    description: "Derives the same TypeScript name as simple-user."
  },
  Node: {
    type: "object",
    description: "A tree node */ with ${children}",
    properties: {
      "label */": {
        type: "string"
      },
      children: {
        type: "array",
        items: {
          $ref: "#/$defs/Node"
        }
      }
    },
    required: ["label */"],
    additionalProperties: false
  }
};

/** Input of constructor. */
export const constructorToolInput = jsonSchema<ConstructorInput>({
  type: "object",
  properties: {
    constructor: {
      type: "string",
      description: "*/ constructor ${x}"
    },
    toString: {
      type: "integer"
    },
    hasOwnProperty: {
      type: "boolean"
    },
    valueOf: {
      type: "string",
      default: "valueOf default */"
    }
  },
  required: ["constructor"],
  additionalProperties: false
}, { defaults: true });

/** Output (structuredContent) of constructor. */
export const constructorToolOutput = jsonSchema<ConstructorOutput>({
  type: "object",
  properties: {
    constructor: {
      type: "string"
    },
    toString: {
      type: ["integer", "null"]
    },
    keys: {
      type: "array",
      items: {
        type: "string"
      }
    }
  },
  required: ["constructor", "toString", "keys"]
});

/** Input of users. */
export const usersInput = jsonSchema<UsersInput>({
  type: "object",
  properties: {
    user: {
      $ref: "#/$defs/simple-user"
    },
    alias: {
      $ref: "#/$defs/simple_user"
    },
    twoFactor: {
      $ref: "#/$defs/2fa"
    },
    count: {
      $ref: "#/$defs/root"
    }
  },
  required: ["user"],
  $defs: {
    "2fa": {
      type: "boolean"
    },
    root: {
      type: "integer",
      minimum: 0
    },
    "simple-user": {
      type: "object",
      properties: {
        login: {
          type: "string"
        },
        site: {
          $ref: "#/$defs/with-dash.and.dot"
        }
      },
      required: ["login"]
    },
    simple_user: sharedDefs.simple_user,
    "with-dash.and.dot": {
      type: "string",
      format: "uri"
    }
  }
});

/** Output (structuredContent) of users. */
export const usersOutput = jsonSchema<UsersOutput>({
  type: "object",
  properties: {
    login: {
      type: "string"
    },
    alias: {
      $ref: "#/$defs/simple_user"
    }
  },
  required: ["login"],
  $defs: {
    simple_user: sharedDefs.simple_user
  }
});

/** Input of toString. */
export const toStringInput = jsonSchema<ToStringInput>({
  type: "object",
  additionalProperties: false
});

/** Input of hasOwnProperty. */
export const hasOwnPropertyInput = jsonSchema<HasOwnPropertyInput>({
  type: "object",
  properties: {
    prototype: {
      type: "string"
    },
    isPrototypeOf: {
      type: "string"
    }
  }
});

/** Input of __proto__. The same JSON as toStringInput. */
export const protoInput: JsonSchemaOf<ProtoInput> = toStringInput;

/** Output (structuredContent) of __proto__. */
export const protoOutput = jsonSchema<ProtoOutput>({
  type: "string"
});

/** Input of delete. */
export const deleteToolInput = jsonSchema<DeleteInput>({
  type: "object",
  properties: {
    id: {
      type: "string",
      "x-mcp-header": "Item-Id"
    }
  },
  required: ["id"]
});

/** Output (structuredContent) of delete. */
export const deleteToolOutput = jsonSchema<DeleteOutput>({
  type: "boolean"
});

/** Input of then. The same JSON as toStringInput. */
export const thenToolInput: JsonSchemaOf<ThenInput> = toStringInput;

/** Input of default. The same JSON as toStringInput. */
export const defaultToolInput: JsonSchemaOf<DefaultInput> = toStringInput;

/** Input of __esModule. The same JSON as toStringInput. */
export const esModuleInput: JsonSchemaOf<EsModuleInput> = toStringInput;

/** Input of await. The same JSON as toStringInput. */
export const awaitToolInput: JsonSchemaOf<AwaitInput> = toStringInput;

/** Input of eval. The same JSON as toStringInput. */
export const evalToolInput: JsonSchemaOf<EvalInput> = toStringInput;

/** Input of arguments. The same JSON as toStringInput. */
export const argumentsToolInput: JsonSchemaOf<ArgumentsInput> = toStringInput;

/** Input of class. The same JSON as toStringInput. */
export const classToolInput: JsonSchemaOf<ClassInput> = toStringInput;

/** Output (structuredContent) of class. */
export const classToolOutput = jsonSchema<ClassOutput>({
  type: "array",
  prefixItems: [
    {
      type: "string"
    },
    {
      type: "integer"
    },
    {
      type: ["boolean", "null"]
    }
  ],
  items: false,
  minItems: 3
});

/** Input of hostile.strings. */
export const hostileStringsInput = jsonSchema<HostileStringsInput>({
  type: "object",
  description: "input */ ${schema}",
  properties: {
    "123": {
      type: "string"
    },
    "*/": {
      type: "string",
      description: "closes a comment */"
    },
    "/*": {
      type: "string"
    },
    "`": {
      type: "string"
    },
    "${x}": {
      type: "string"
    },
    "\"": {
      type: "string"
    },
    "'": {
      type: "string"
    },
    "\\": {
      type: "string"
    },
    "a-b c": {
      type: "string"
    },
    " ": {
      type: "string"
    },
    "😀": {
      type: "string"
    },
    "漢字": {
      type: "string"
    },
    "</script>": {
      type: "string"
    },
    choice: {
      type: "string",
      enum: ["*/", "/*", "`", "${x}", "\"", "'", "\\", " ", " ", "😀", "中文", "</script>"],
      default: "${x}"
    },
    quoted: {
      type: "string",
      default: "*/ `${a}` \"q\" 'q' \\   😀 </script>",
      examples: ["ex */ ${e}"]
    }
  }
}, { defaults: true });

/** Output (structuredContent) of hostile.strings. */
export const hostileStringsOutput = jsonSchema<HostileStringsOutput>({
  type: "object",
  properties: {
    echoed: {
      type: "object",
      additionalProperties: {
        type: "string"
      }
    },
    choice: {
      type: "string",
      enum: ["*/", "/*", "`", "${x}", "\"", "'", "\\", " ", " ", "😀", "中文", "</script>"]
    }
  },
  required: ["echoed"]
});

/** Input of shapes. */
export const shapesInput = jsonSchema<ShapesInput>({
  type: "object",
  properties: {
    tree: {
      $ref: "#/$defs/Node"
    },
    either: {
      oneOf: [
        {
          type: "string"
        },
        {
          type: "integer"
        }
      ]
    },
    any: {
      anyOf: [
        {
          type: "object",
          properties: {
            a: {
              type: "string"
            }
          },
          required: ["a"]
        },
        {
          type: "null"
        }
      ]
    },
    all: {
      allOf: [
        {
          type: "object",
          properties: {
            x: {
              type: "number"
            }
          },
          required: ["x"]
        },
        {
          type: "object",
          properties: {
            y: {
              type: "number"
            }
          }
        }
      ]
    },
    nullable: {
      type: ["string", "null"]
    },
    pair: {
      type: "array",
      prefixItems: [
        {
          type: "string"
        },
        {
          type: "number"
        }
      ],
      items: false
    }
  },
  additionalProperties: false,
  $defs: {
    Node: sharedDefs.Node
  }
});

/** Output (structuredContent) of shapes. */
export const shapesOutput = jsonSchema<ShapesOutput>({
  type: "object",
  properties: {
    depth: {
      type: "integer"
    },
    tree: {
      $ref: "#/$defs/Node"
    },
    received: {
      type: "object"
    }
  },
  required: ["depth", "received"],
  $defs: {
    Node: sharedDefs.Node
  }
});

/** Input of union.out. */
export const unionOutInput = jsonSchema<UnionOutInput>({
  type: "object",
  properties: {
    kind: {
      type: "string",
      enum: ["number", "text", "list", "nothing"]
    }
  },
  required: ["kind"]
});

/** Output (structuredContent) of union.out. */
export const unionOutOutput = jsonSchema<UnionOutOutput>({
  anyOf: [
    {
      type: "number"
    },
    {
      type: "string"
    },
    {
      type: "array",
      items: {
        type: "string"
      }
    },
    {
      type: "null"
    }
  ]
});
