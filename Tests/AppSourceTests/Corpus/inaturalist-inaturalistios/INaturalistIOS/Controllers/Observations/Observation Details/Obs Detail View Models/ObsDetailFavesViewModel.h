//
//  ObsDetailFavesViewModel.h
//  iNaturalist
//
//  Created by Alex Shepard on 11/18/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <Foundation/Foundation.h>

#import "ObsDetailViewModel.h"

@interface ObsDetailFavesViewModel : ObsDetailViewModel

@end
