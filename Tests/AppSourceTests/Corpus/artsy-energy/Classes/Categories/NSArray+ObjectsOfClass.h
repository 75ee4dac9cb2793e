

@interface NSArray (ObjectsOfClass)

- (NSArray *)arrayWithOnlyObjectsOfClass:(Class)klass;

@end


@interface NSSet (ObjectsOfClass)

- (NSSet *)setWithOnlyObjectsOfClass:(Class)klass;

@end
